import GalleyCore
import GalleyMarkdown
import GalleyYAML

/// One Markdown article as read from `Content/<locale>/…`, before rendering.
public struct SourceArticle: Sendable {
    /// The locale code: the first folder under the content directory.
    public var locale: String
    /// The path inside the content directory, e.g. `hr/makro-entry.md`.
    public var contentPath: String
    /// The path shown in diagnostics, e.g. `Content/hr/makro-entry.md`.
    public var displayPath: String
    /// The path inside the locale folder without `.md`, e.g. `makro-entry`.
    public var slug: String
    public var metadata: ArticleMetadata
    public var document: MarkdownDocument
    /// The Markdown source, front matter included.
    public var source: String
    /// The front matter's YAML, for tools that rewrite it.
    public var frontMatter: FrontMatter

    /// The page's URL path, e.g. `/hr/makro-entry/`.
    public var url: String { "/\(locale)/\(slug)/" }
    /// The key that pairs translations: `translationKey`, or else the locale-relative path.
    public var pairingKey: String { metadata.translationKey ?? slug }
    /// Where diagnostics about the whole article point.
    public var location: SourceLocation { SourceLocation(file: displayPath, line: 1, column: 1) }
}
