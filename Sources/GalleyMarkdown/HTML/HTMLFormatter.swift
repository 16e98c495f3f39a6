import GalleyCore

/// The visitor behind ``HTMLRenderer``: it receives enter and exit events in document order and
/// accumulates the HTML and the side outputs.
///
/// Split by concern: blocks in `HTMLFormatter+Blocks.swift`, inlines in
/// `HTMLFormatter+Inlines.swift`, headings and search text in `HTMLFormatter+Outline.swift`.
struct HTMLFormatter {
    let nodes: [MarkdownNode]
    /// The document's file, for the ranges the side outputs carry.
    let file: String
    let options: HTMLRenderer.Options
    var output: HTMLBuffer

    // MARK: Rendering state

    /// The image whose descendants are being written as plain `alt` text.
    var altTextImage: Int?
    var tableAlignments: [TableAlignment] = []
    var cellIndex = 0
    var inTableHeader = false
    var needsClosingTableBody = false
    var footnoteIndex = 0
    var writtenFootnoteBackref = 0

    // MARK: Side outputs

    var headingIDs = HeadingIDAllocator()
    var headings: [Heading] = []
    var links: [LinkReference] = []
    var codeBlocks: [CodeBlockContext] = []
    var sections: [Section] = []
    var sectionText = PlainTextBuilder()
    var currentSection: (id: String?, title: String) = (nil, "")
    /// The heading being rendered; its text is its title, not section text.
    var openHeading: Int?
    var diagnostics: [Diagnostic] = []

    init(nodes: [MarkdownNode], file: String, options: HTMLRenderer.Options) {
        self.nodes = nodes
        self.file = file
        self.options = options
        // Pages are mostly text; the HTML is a little longer than the Markdown's literals.
        output = HTMLBuffer(capacity: nodes.count * 24)
    }

    mutating func enter(_ node: MarkdownNode) {
        if let image = altTextImage, node.id != image {
            writeAltText(node)
            return
        }
        if node.kind.isBlock {
            enterBlock(node)
        } else {
            enterInline(node)
        }
    }

    mutating func exit(_ node: MarkdownNode) {
        if let image = altTextImage, node.id != image { return }
        if node.kind.isBlock {
            exitBlock(node)
        } else {
            exitInline(node)
        }
    }

    consuming func finish() -> RenderedDocument {
        closeSection()
        let toc = headings.filter { (2...3).contains($0.level) }
            .map { TOCEntry(level: $0.level, title: $0.title, id: $0.id) }
        return RenderedDocument(
            htmlBytes: output.bytes, headings: headings, tableOfContents: toc, links: links,
            codeBlocks: codeBlocks, sections: sections, diagnostics: diagnostics)
    }

    /// Where `node` is in the document's file.
    func range(of node: MarkdownNode) -> SourceRange { node.span.range(in: file) }

    /// The node's parent; only the document node has none.
    func parent(of node: MarkdownNode) -> MarkdownNode? { node.parentID.map { nodes[$0] } }
}
