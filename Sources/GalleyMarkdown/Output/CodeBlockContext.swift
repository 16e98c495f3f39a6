import GalleyCore

/// A code block as the renderer's hook sees it, and as ``RenderedDocument/codeBlocks`` lists it.
public struct CodeBlockContext: Sendable, Hashable {
    /// The whole info string after the opening fence, such as `swift title=Demo.swift`.
    public var info: String
    /// The first word of the info string, or `nil`.
    public var language: String?
    /// The content, each line ending in a newline.
    public var literal: String
    /// The block's range; it starts on the opening fence line (or the first line, if indented).
    public var range: SourceRange
    /// The file line of the block's first content line.
    public var firstContentLine: Int
    /// Whether the block is fenced.
    public var isFenced: Bool
    /// The block's position among the document's code blocks, from 0.
    public var index: Int

    /// Creates a context.
    public init(
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
