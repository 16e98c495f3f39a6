/// The GitHub Flavored Markdown extensions to enable while parsing.
///
/// GFM's tag filter is not here: it changes only how raw HTML is rendered, so it is a rendering
/// choice (``HTMLRenderer/RawHTMLPolicy/allowWithTagFilter``), applied by ``HTMLRenderer``.
package struct MarkdownExtensions: OptionSet, Sendable, Hashable {
    /// The set's bits, one per extension.
    package let rawValue: Int

    /// Creates a set from its raw bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Pipe tables.
    package static let table = MarkdownExtensions(rawValue: 1 << 0)
    /// `~~strikethrough~~`.
    package static let strikethrough = MarkdownExtensions(rawValue: 1 << 1)
    /// Bare `www.` and `https://` links.
    package static let autolink = MarkdownExtensions(rawValue: 1 << 2)
    /// `- [ ]` task-list items.
    package static let tasklist = MarkdownExtensions(rawValue: 1 << 3)
    /// `[^1]` footnotes.
    package static let footnotes = MarkdownExtensions(rawValue: 1 << 4)

    /// Every extension; what the site uses.
    package static let gfm: MarkdownExtensions = [
        .table, .strikethrough, .autolink, .tasklist, .footnotes,
    ]
}
