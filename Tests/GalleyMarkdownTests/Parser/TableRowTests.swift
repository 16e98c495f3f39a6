import Foundation
import Testing

@testable import GalleyMarkdown

/// Tables' body rows are read by Galley's copy of cmark-gfm's table extension, which allocates
/// nothing to decide whether a line goes on a table and writes each cell straight into its node.
/// The tree must be the one cmark-gfm's own extension gives, node for node: kinds, literals and
/// source spans.
@Suite struct TableRowTests {
    static let documents: [String] = [
        "| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |\n",
        "a | b\n--- | ---\n1 | 2\nno pipe at all\n\nafter\n",
        "| a | b | c |\n|:--|:-:|--:|\n| one |\n| one | two | three | four |\n|||\n| | |\n",
        "| a \\| b | c |\n| --- | --- |\n| x \\| y \\\\| z | w\\|\n| \\\\ | end\\\n",
        "| *emphasis* | `code \\| pipe` |\n| - | - |\n| [link](http://example.com) | ~~gone~~ |\n",
        "| a |\n| - |\n|\tb\t|\n   | indented three |\n    | indented four |\n",
        "| a | b |\n| - | - |\n| c | d |\n> a quote\n| after | quote |\n",
        "| a | b |\n| - | - |\n| c | d |\n- a list item\n| e |\n",
        "| a | b |\r\n| - | - |\r\n| c | d |\r\n| e | f |\r\n\r\ntext\n",
        "| č | ž |\n| - | - |\n| ǅ émoji 🧭 | 日本 |\n",
        "Paragraph line\n| a | b |\n| - | - |\n| c | d |\n",
        "> | a | b |\n> | - | - |\n> | c | d |\n> e | f\n\n- | a |\n  | - |\n  | b |\n",
        "| a | b |\n| - | - |\n| c | d |\n# heading\n| e |\n",
        "| a |\n| - |\n| b\n| c |\n|\n",
        "| a | b |\n| - | - |\n| x | y |\n```\ncode\n```\n",
        "| x |\n| - |\n| footnote[^n] |\n\n[^n]: A note | with a pipe.\n",
    ]

    static func nodes(_ source: String, cmarkTableRows: Bool) -> [MarkdownNode] {
        SpecExampleComparison.nodes(source) { $0.cmarkTableRows = cmarkTableRows }
    }

    @Test func documentsGiveTheSameTree() {
        for source in Self.documents {
            let ours = Self.nodes(source, cmarkTableRows: false)
            #expect(ours == Self.nodes(source, cmarkTableRows: true), "\(source)")
            #expect(ours.contains { $0.kind == .tableRow(isHeader: false) }, "a body row in \(source)")
        }
    }

    /// A table of more columns than the copy reads itself (64) is read by the extension's own
    /// rows, and a wide row's extra cells are dropped the same way.
    @Test func wideTablesGiveTheSameTree() {
        for columns in [63, 64, 65, 200] {
            let header = "|" + (0..<columns).map { " h\($0) |" }.joined() + "\n"
            let rule = "|" + String(repeating: " - |", count: columns) + "\n"
            let rows = (0..<3).map { row in "|" + (0..<(columns + row - 1)).map { " \($0) |" }.joined() + "\n" }
            let source = header + rule + rows.joined()
            #expect(Self.nodes(source, cmarkTableRows: false) == Self.nodes(source, cmarkTableRows: true))
        }
    }

    /// Every example of the shared spec files, with the site's extensions, both ways.
    @Test(
        CIRequirement.enabled(
            if: SpecExampleComparison.isAvailable, "../shared/spec-tests/commonmark-gfm is not present"))
    func specExamplesGiveTheSameTree() throws {
        let compared = try SpecExampleComparison.compare { converter, flag in converter.cmarkTableRows = flag }
        #expect(compared > 700)
    }
}
