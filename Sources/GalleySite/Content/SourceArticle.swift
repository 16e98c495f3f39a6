import GalleyCore
import GalleyMarkdown
import GalleySnippets
import GalleyYAML

/// One Markdown article as read from `Content/<locale>/…`, before rendering.
package struct SourceArticle: Sendable {
    /// The locale code: the first folder under the content directory.
    package var locale: String
    /// The path inside the content directory, e.g. `hr/makro-entry.md`.
    package var contentPath: String
    /// The path shown in diagnostics, e.g. `Content/hr/makro-entry.md`.
    package var displayPath: String
    /// The path inside the locale folder without `.md`, e.g. `makro-entry`.
    package var slug: String
    package var metadata: ArticleMetadata
    /// The Markdown tree of the body, parsed on first use (see ``LazyDocument``).
    package var document: MarkdownDocument { tree.document }
    let tree: LazyDocument
    /// The text, held in memory or read on first use (see ``SourceText``).
    var text: SourceText
    /// The Markdown source, front matter included.
    package var source: String {
        get { text.source }
        set { text = SourceText(newValue, frontMatter: text.frontMatter) }
    }
    /// The ``Fingerprint`` of ``source``: what the build state and the page keys compare.
    package var sourceDigest: String
    /// The front matter's YAML, for tools that rewrite it.
    package var frontMatter: FrontMatter {
        get { text.frontMatter }
        set { text = SourceText(text.source, frontMatter: newValue) }
    }
    /// The fenced code blocks, scanned once from `document` as the article loaded, each with its
    /// info string parsed; for a tutorial, its outline and steps too.
    package var blocks: ArticleBlocks

    /// The page's URL path, e.g. `/hr/makro-entry/`.
    package var url: String { "/\(locale)/\(slug)/" }
    /// The key that pairs translations: `translationKey`, or else the locale-relative path.
    package var pairingKey: String { metadata.translationKey ?? slug }
    /// Where diagnostics about the whole article point.
    package var location: SourceLocation { SourceLocation(file: displayPath, line: 1, column: 1) }
}
