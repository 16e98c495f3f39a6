import GalleyCore

/// A code block as the renderer's hook sees it, and as ``RenderedDocument/codeBlocks`` lists it.
package struct CodeBlockContext: Sendable, Hashable {
    /// The whole info string after the opening fence, such as `swift title=Demo.swift`.
    package var info: String
    /// The first word of the info string, or `nil`.
    package var language: String?
    /// The content, each line ending in a newline.
    package var literal: String
    /// The block's range; it starts on the opening fence line (or the first line, if indented).
    package var range: SourceRange
    /// The file line of the block's first content line.
    package var firstContentLine: Int
    /// Whether the block is fenced.
    package var isFenced: Bool
    /// The block's position among the document's code blocks, from 0.
    package var index: Int

    /// Creates a context.
    package init(
        info: String, language: String?, literal: String, range: SourceRange, firstContentLine: Int,
        isFenced: Bool, index: Int
    ) {
        self.info = info
        self.language = language
        self.literal = literal
        self.range = range
        self.firstContentLine = firstContentLine
        self.isFenced = isFenced
        self.index = index
    }
}
