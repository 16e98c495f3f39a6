import Testing

@testable import GalleySnippets

/// The info strings the site's own guides use parse to the modes the pages show.
@Suite struct SnippetSpecSiteTests {
    func block(_ info: String) -> FencedBlock {
        FencedBlock(
            file: "Content/en/a.md", info: info, code: "print(1)\n", fenceLine: 3, contentStartLine: 4, closingLine: 5,
            directlyFollowsPrevious: false)
    }

    @Test func parsesRunWithTimeout() throws {
        let spec = try SnippetSpec.parse(block("swift run timeout=3")).get()
        #expect(spec.mode == .run)
        #expect(spec.timeout == 3)
    }

    @Test func parsesComparisonSides() throws {
        #expect(try SnippetSpec.parse(block("swift before=theme")).get().before == "theme")
        #expect(try SnippetSpec.parse(block("swift after=theme")).get().after == "theme")
    }
}
