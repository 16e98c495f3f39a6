import GalleyCore

/// One fenced code block of an article, as the Markdown layer found it, with its info string
/// parsed: the one value, named by its ``id``, that the verifier's unit, the proof, the figure
/// and the page all carry.
///
/// GalleySnippets does not parse Markdown; the site layer scans each article's fenced blocks
/// once, in order, when it loads the article. The info string is parsed here, when the block is
/// made, and never again: later stages read ``attributes``. Lines are 1-based lines of the
/// Markdown file.
///
/// ```swift
/// let block = FencedBlock(
///     file: "Content/en/entry-macro.md", info: "swift run", code: "print(1)\n",
///     fenceLine: 10, contentStartLine: 11, closingLine: 12, directlyFollowsPrevious: false)
/// ```
package struct FencedBlock: Sendable, Hashable {
    /// The Markdown file's path as users see it, e.g. `Content/en/entry-macro.md`.
    package let file: String
    /// The info string after the opening fence, e.g. `swift run timeout=5`.
    package let info: String
    /// The block's content, one line per Markdown line, usually ending in a newline.
    package let code: String
    /// The line of the opening fence.
    package let fenceLine: Int
    /// The line of the first content line (the line after the fence).
    package let contentStartLine: Int
    /// The line of the closing fence, or `nil` when the block runs to the end of its container.
    package let closingLine: Int?
    /// True when the previous block of the article is this block's immediate sibling, with
    /// nothing between them but blank lines.
    package let directlyFollowsPrevious: Bool
    /// Columns of indentation of the opening fence, added to compiler columns when mapping back.
    package let indentation: Int
    /// What the info string says, parsed when the block was made.
    package let attributes: FencedBlockAttributes

    /// Creates a block; `indentation` is the opening fence's indentation in columns.
    package init(
        file: String, info: String, code: String, fenceLine: Int, contentStartLine: Int,
        closingLine: Int?,
        directlyFollowsPrevious: Bool, indentation: Int = 0
    ) {
        self.init(
            file: file, info: info, code: code, fenceLine: fenceLine, contentStartLine: contentStartLine,
            closingLine: closingLine, directlyFollowsPrevious: directlyFollowsPrevious, indentation: indentation,
            attributes: FencedBlockAttributes(
                info: info,
                parse: { SnippetSpec.parse(file: file, fenceLine: fenceLine, indentation: indentation, info: info) }))
    }

    /// Creates a block whose info string was parsed before, for another block with the same
    /// info string: `attributes` must be such a block's, and ``FencedBlockAttributes/isInfoAlone``.
    /// The build state restores its blocks this way, parsing each distinct info string once.
    package init(
        file: String, info: String, code: String, fenceLine: Int, contentStartLine: Int,
        closingLine: Int?, directlyFollowsPrevious: Bool, indentation: Int, attributes: FencedBlockAttributes
    ) {
        self.file = file
        self.info = info
        self.code = code
        self.fenceLine = fenceLine
        self.contentStartLine = contentStartLine
        self.closingLine = closingLine
        self.directlyFollowsPrevious = directlyFollowsPrevious
        self.indentation = indentation
        self.attributes = attributes
    }

    /// The first word of the info string, e.g. `swift` or `output`.
    package var language: String { attributes.language }

    /// A Swift block's parsed attributes; `nil` for other languages and for an info string
    /// that does not parse (whose problems are in ``attributes``).
    package var spec: SnippetSpec? {
        if case .swift(let spec) = attributes.parsed { return spec }
        return nil
    }
}
