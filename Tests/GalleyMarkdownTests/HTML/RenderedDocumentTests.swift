import GalleyCore
import Testing

@testable import GalleyMarkdown

/// The outputs besides HTML that the site's link checker and snippet compiler rely on.
@Suite struct RenderedDocumentTests {
    /// Autolink columns are repaired (cmark-gfm 0.29 reports them off; see `AutolinkRanges`).
    @Test(arguments: [0, 7])
    func linksCarryFileLines(lineOffset: Int) {
        let source =
            "Read [the guide](guide.md).\n\n> Quote with\n> ![logo](img/logo.png) and <https://swift.org>\n\n[ref]: ref.md\n\nA [ref] link.\n\n- more www.swift.org\n"
        let page = MarkdownDocument(parsing: source, file: "docs/a.md", lineOffset: lineOffset).render()
        #expect(
            page.links.map { "\($0.kind) \($0.destination) \($0.range.lowerBound)" } == [
                "link guide.md docs/a.md:\(1 + lineOffset):6",
                "image img/logo.png docs/a.md:\(4 + lineOffset):3",
                "link https://swift.org docs/a.md:\(4 + lineOffset):29",
                "link ref.md docs/a.md:\(8 + lineOffset):3",
                "link http://www.swift.org docs/a.md:\(10 + lineOffset):8",
            ])
    }

    /// cmark-gfm keeps extensions' trigger characters in one global table while a parser runs;
    /// parsers running at once must not lose each other's `www.` autolinks. A race shows only
    /// now and then, so many documents are parsed on every core at once.
    @Test func autolinksSurviveParsersRunningAtOnce() async {
        let source = String(repeating: "A line with www.swift.org in it, ~~struck~~.\n\n", count: 20)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<400 {
                group.addTask { MarkdownDocument(parsing: source, file: "a.md").render().links.count }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts.allSatisfy { $0 == 20 }, "links found per document: \(Set(counts).sorted())")
    }

    @Test(arguments: [0, 3])
    func codeBlocksKnowTheirFenceAndFirstContentLine(lineOffset: Int) {
        let source =
            "Text\n\n```swift title=A\nlet a = 1\nprint(a)\n```\n\n- item\n\n      indented code\n"
        let blocks = MarkdownDocument(parsing: source, file: "a.md", lineOffset: lineOffset).render()
            .codeBlocks
        #expect(blocks.count == 2)
        #expect(blocks.map(\.range.lowerBound.line) == [3 + lineOffset, 10 + lineOffset])
        #expect(blocks.map(\.firstContentLine) == [4 + lineOffset, 10 + lineOffset])
        #expect(blocks.map(\.info) == ["swift title=A", ""])
        #expect(blocks.map(\.language) == ["swift", nil])
        #expect(blocks.map(\.literal) == ["let a = 1\nprint(a)\n", "indented code\n"])
        #expect(blocks.map(\.index) == [0, 1])
        #expect(blocks[1].range.lowerBound.column == 7)
    }
}
