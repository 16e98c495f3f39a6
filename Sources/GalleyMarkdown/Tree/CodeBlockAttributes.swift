/// The attributes of a code block.
package struct CodeBlockAttributes: Sendable, Hashable {
    /// Whether the block is fenced (```` ``` ```` or `~~~`) rather than indented.
    package var isFenced: Bool
    /// The info string after the opening fence, such as `swift title=Demo.swift`; empty if none.
    package var info: String
    /// The block's content, each line ending in a newline.
    package var literal: String

    /// Creates code-block attributes.
    package init(isFenced: Bool, info: String, literal: String) {
        self.isFenced = isFenced
        self.info = info
        self.literal = literal
    }

    /// The first word of the info string (the language), or `nil` when there is no info string.
    ///
    /// Words end at ASCII whitespace, as in cmark's `class="language-…"`.
    package var language: String? {
        guard !info.isEmpty else { return nil }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        return String(decoding: info.utf8.prefix { !isSpace($0) }, as: UTF8.self)
    }
}
