import GalleyCore
import Testing

@testable import GalleySite

@Suite struct SnippetFileTests {
    static let text = """
        import Larder
        // snippet.hide
        let hidden = 1
        // snippet.show
        // snippet.list
        print(hidden)
        // snippet.end
        // snippet.total
        print(2)
        """

    @Test func aSnippetFileIsOneBlockWithItsSlicesAndNoImplicitImports() {
        let snippet = SnippetFile(path: "Snippets/Tools/Shopping.swift", text: Self.text)
        #expect(snippet.name == "Tools/Shopping")
        #expect(snippet.slices == ["list", "total"])
        #expect(snippet.blocks.imports == [])
        #expect(snippet.blocks.blocks.count == 1)
        #expect(snippet.blocks.blocks.first?.contentStartLine == 1)
        #expect(snippet.blocks.blocks.first?.code == Self.text + "\n")
    }

    @Test(
        arguments: [
            ("path: \"Larder/Snippets/Tools/Shopping\"", nil),
            ("path: \"Snippets/Tools/Shopping\", slice: \"list\"", nil),
            ("path: Tools/Shopping, slice: total", nil),
            ("path: \"Tools/Shoping\"", "docc.snippet-not-found"),
            ("path: \"Tools/Shopping\", slice: \"lst\"", "docc.snippet-slice"),
            ("slice: \"list\"", "docc.snippet-path"),
        ] as [(String, String?)])
    func snippetDirectivesResolveToSnippetsFiles(_ arguments: String, _ problem: String?) {
        let snippet = SnippetFile(path: "Snippets/Tools/Shopping.swift", text: Self.text)
        let directive = DocCSource.Directive(
            name: "Snippet", location: SourceLocation(file: "G.md", line: 9, column: 1), arguments: arguments)
        let problems = SnippetFile.problems([directive], snippets: [snippet], packageName: "Larder")
        #expect(problems.map(\.id) == (problem.map { [$0] } ?? []))
        #expect(problems.allSatisfy { $0.location == directive.location })
        if let first = problems.first, problem != "docc.snippet-path" {
            #expect(first.summary.contains("did you mean"), "\(first.summary)")
        }
    }
}
