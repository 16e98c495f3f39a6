/// One fenced code block of an article, as the Markdown layer found it.
///
/// GalleySnippets does not parse Markdown; the site layer hands it each article's fenced
/// blocks in order. Lines are 1-based lines of the Markdown file.
///
/// ```swift
/// let block = FencedBlock(
///     file: "Content/en/entry-macro.md", info: "swift run", code: "print(1)\n",
///     fenceLine: 10, contentStartLine: 11, closingLine: 12, directlyFollowsPrevious: false)
/// ```
package struct FencedBlock: Sendable, Hashable, Codable {
    /// The Markdown file's path as users see it, e.g. `Content/en/entry-macro.md`.
    package var file: String
    /// The info string after the opening fence, e.g. `swift run timeout=5`.
    package var info: String
    /// The block's content, one line per Markdown line, usually ending in a newline.
    package var code: String
    /// The line of the opening fence.
    package var fenceLine: Int
    /// The line of the first content line (the line after the fence).
    package var contentStartLine: Int
    /// The line of the closing fence, or `nil` when the block runs to the end of its container.
    package var closingLine: Int?
    /// True when the previous block of the article is this block's immediate sibling, with
    /// nothing between them but blank lines.
    package var directlyFollowsPrevious: Bool
    /// Columns of indentation of the opening fence, added to compiler columns when mapping back.
    package var indentation: Int

    /// Creates a block; `indentation` is the opening fence's indentation in columns.
    package init(
        file: String, info: String, code: String, fenceLine: Int, contentStartLine: Int,
        closingLine: Int?,
        directlyFollowsPrevious: Bool, indentation: Int = 0
    ) {
        self.file = file
        self.info = info
        self.code = code
        self.fenceLine = fenceLine
        self.contentStartLine = contentStartLine
        self.closingLine = closingLine
        self.directlyFollowsPrevious = directlyFollowsPrevious
        self.indentation = indentation
    }

    /// The first word of the info string, e.g. `swift` or `output`.
    package var language: String {
        String(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
}
