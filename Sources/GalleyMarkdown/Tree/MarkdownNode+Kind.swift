extension MarkdownNode {
    /// The kinds of node that CommonMark and its GitHub extensions produce.
    ///
    /// The kinds whose attributes are larger than one string are `indirect` (kept in a box of
    /// their own), so that a kind takes 16 bytes inline: they are few (lists, code blocks, links
    /// and images, against many texts), and a box costs one reference count to copy.
    package enum Kind: Sendable, Hashable {
        // MARK: - Blocks

        /// The root of every document.
        case document
        /// A `>` block quote.
        case blockQuote
        /// A bullet or ordered list.
        indirect case list(ListAttributes)
        /// A list item; `task` is set for GitHub task-list items (`- [ ]`, `- [x]`).
        case item(task: TaskState?)
        /// A fenced or indented code block.
        indirect case codeBlock(CodeBlockAttributes)
        /// A block of raw HTML, verbatim.
        case htmlBlock(String)
        /// A paragraph.
        case paragraph
        /// An ATX or setext heading of level 1–6.
        case heading(level: Int)
        /// A thematic break (`---`).
        case thematicBreak
        /// A GitHub table; one alignment per column.
        case table(alignments: [TableAlignment])
        /// A table row; the first row of a table is its header.
        case tableRow(isHeader: Bool)
        /// A table cell.
        case tableCell
        /// A footnote's definition; `number` is its position in the footnote list, from 1.
        case footnoteDefinition(number: Int)

        // MARK: - Inlines

        /// Literal text, with entities and escapes already resolved.
        case text(String)
        /// A line ending inside a paragraph.
        case softBreak
        /// A hard line break (two trailing spaces or a backslash).
        case lineBreak
        /// An inline code span's content.
        case code(String)
        /// Raw inline HTML, verbatim.
        case htmlInline(String)
        /// `*emphasis*`.
        case emphasis
        /// `**strong emphasis**`.
        case strong
        /// A link; the destination is as written, after entity and escape resolution.
        indirect case link(destination: String, title: String)
        /// An image; its children are the alternative text.
        indirect case image(destination: String, title: String)
        /// GitHub `~~strikethrough~~`.
        case strikethrough
        /// A reference to footnote `number`.
        case footnoteReference(number: Int)

        /// Whether the kind is a block (rather than inline) node.
        package var isBlock: Bool {
            switch self {
            case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
                .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition:
                return true
            default:
                return false
            }
        }
    }
}
