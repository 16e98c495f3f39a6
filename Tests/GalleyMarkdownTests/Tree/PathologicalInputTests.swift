import Testing

@testable import GalleyMarkdown

/// Inputs that crash or hang naive Markdown tools. Conversion and rendering are iterative, so
/// these must finish and produce the expected structure. No timing assertions: the inputs are
/// bounded, and a quadratic path would show up as a hung test run.
@Suite struct PathologicalInputTests {
    @Test func tenThousandNestedBlockQuotes() {
        let depth = 10_000
        let document = MarkdownDocument(
            parsing: String(repeating: ">", count: depth) + " deep\n", file: "p.md")
        #expect(document.nodes.filter { $0.kind == .blockQuote }.count == depth)
        let html = document.html()
        #expect(html.hasPrefix("<blockquote>\n<blockquote>\n"))
        #expect(html.components(separatedBy: "</blockquote>").count == depth + 1)
        #expect(html.contains("<p>deep</p>"))
    }

    @Test func fiftyThousandOpenBrackets() {
        let source =
            String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000) + "\n"
        let page = MarkdownDocument(parsing: source, file: "p.md").render()
        #expect(page.html.hasPrefix("<p>[[[["))
        #expect(page.links.isEmpty)
    }

    @Test func fiftyThousandNestedLinksAndImages() {
        let source =
            String(repeating: "![a[", count: 25_000) + "x" + String(repeating: "](u)", count: 25_000)
            + "\n"
        let page = MarkdownDocument(parsing: source, file: "p.md").render()
        #expect(page.html.hasPrefix("<p>"))
    }

    @Test(arguments: [
        String(repeating: "- ", count: 5_000) + "item\n",
        (0..<1_000).map { String(repeating: "  ", count: $0) + "- level\n" }.joined(),
        (0..<1_000).map { String(repeating: "   ", count: $0) + "1. level\n" }.joined(),
    ])
    func deeplyNestedLists(source: String) {
        let document = MarkdownDocument(parsing: source, file: "p.md")
        let lists = document.nodes.filter { if case .list = $0.kind { true } else { false } }.count
        #expect(lists >= 1_000)
        let html = document.html()
        #expect(html.components(separatedBy: "<li>").count == lists + 1)
    }

    @Test(arguments: [
        String(repeating: "*a ", count: 20_000),
        String(repeating: "**", count: 30_000) + "x",
        String(repeating: "*_", count: 20_000) + "x" + String(repeating: "_*", count: 20_000),
        String(repeating: "~~a ", count: 20_000),
        String(repeating: "`", count: 20_000) + "x",
        String(repeating: "<a ", count: 20_000),
        String(repeating: "| a ", count: 2_000) + "|\n" + String(repeating: "|---", count: 2_000)
            + "|\n",
    ])
    func longDelimiterRuns(source: String) {
        let page = MarkdownDocument(parsing: source, file: "p.md").render()
        #expect(!page.html.isEmpty)
    }

    /// Twenty megabytes of guide-like text: long paragraphs, so the node count (and the time a
    /// debug build takes) stays moderate while cmark and the converter see the full size.
    @Test func twentyMegabyteDocument() {
        let prose = String(
            repeating: "Plain prose that goes on for a while, as real guides do. ", count: 16)
        let chunk =
            "## Section\n\n\(prose)with *emphasis* and a [link](other.md).\n\n```swift\nlet value = 1\n```\n\n"
        let repeats = 20_000_000 / chunk.utf8.count + 1
        let source = String(repeating: chunk, count: repeats)
        #expect(source.utf8.count >= 20_000_000)
        let page = MarkdownDocument(parsing: source, file: "big.md").render()
        #expect(page.headings.count == repeats)
        #expect(page.headings.last?.id == "section-\(repeats - 1)")
        #expect(page.links.count == repeats)
        #expect(page.links.last?.range.lowerBound.line == (repeats - 1) * 8 + 3)
        #expect(page.codeBlocks.last?.firstContentLine == (repeats - 1) * 8 + 6)
    }
}
