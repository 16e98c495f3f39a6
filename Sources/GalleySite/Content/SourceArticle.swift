import GalleyCore
import GalleyMarkdown
import GalleySnippets
import GalleyYAML

/// One Markdown article as read from `Content/<locale>/…`, before rendering.
///
/// A value, stored in one shared box copied on write: a build copies articles into every list,
/// page job and result it makes, and a copy then costs one reference count instead of one per
/// field (nine, some of them nested).
package struct SourceArticle: Sendable {
    /// The fields. Mutated only through ``update(_:)``, which copies a box that is shared first, so
    /// no two values ever see one box change (hence `@unchecked`).
    private final class Box: @unchecked Sendable {
        var locale: String
        var contentPath: String
        var displayPath: String
        var slug: String
        var metadata: ArticleMetadata
        let tree: LazyDocument
        var text: SourceText
        var sourceDigest: String
        var blocks: ArticleBlocks

        init(
            locale: String, contentPath: String, displayPath: String, slug: String, metadata: ArticleMetadata,
            tree: LazyDocument, text: SourceText, sourceDigest: String, blocks: ArticleBlocks
        ) {
            self.locale = locale
            self.contentPath = contentPath
            self.displayPath = displayPath
            self.slug = slug
            self.metadata = metadata
            self.tree = tree
            self.text = text
            self.sourceDigest = sourceDigest
            self.blocks = blocks
        }

        func copy() -> Box {
            Box(
                locale: locale, contentPath: contentPath, displayPath: displayPath, slug: slug, metadata: metadata,
                tree: tree, text: text, sourceDigest: sourceDigest, blocks: blocks)
        }
    }

    private var box: Box

    init(
        locale: String, contentPath: String, displayPath: String, slug: String, metadata: ArticleMetadata,
        tree: LazyDocument, text: SourceText, sourceDigest: String, blocks: ArticleBlocks
    ) {
        box = Box(
            locale: locale, contentPath: contentPath, displayPath: displayPath, slug: slug, metadata: metadata,
            tree: tree, text: text, sourceDigest: sourceDigest, blocks: blocks)
    }

    private mutating func update(_ change: (Box) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
        change(box)
    }

    /// The locale code: the first folder under the content directory.
    package var locale: String {
        get { box.locale }
        set { update { $0.locale = newValue } }
    }
    /// The path inside the content directory, e.g. `hr/makro-entry.md`.
    package var contentPath: String {
        get { box.contentPath }
        set { update { $0.contentPath = newValue } }
    }
    /// The path shown in diagnostics, e.g. `Content/hr/makro-entry.md`.
    package var displayPath: String {
        get { box.displayPath }
        set { update { $0.displayPath = newValue } }
    }
    /// The path inside the locale folder without `.md`, e.g. `makro-entry`.
    package var slug: String {
        get { box.slug }
        set { update { $0.slug = newValue } }
    }
    package var metadata: ArticleMetadata {
        get { box.metadata }
        set { update { $0.metadata = newValue } }
    }
    /// The Markdown tree of the body, parsed on first use (see ``LazyDocument``).
    package var document: MarkdownDocument { box.tree.document }
    var tree: LazyDocument { box.tree }
    /// The text, held in memory or read on first use (see ``SourceText``).
    var text: SourceText {
        get { box.text }
        set { update { $0.text = newValue } }
    }
    /// The Markdown source, front matter included.
    package var source: String {
        get { text.source }
        set { text = SourceText(newValue, frontMatter: text.frontMatter) }
    }
    /// The ``Fingerprint`` of ``source``: what the build state and the page keys compare.
    package var sourceDigest: String {
        get { box.sourceDigest }
        set { update { $0.sourceDigest = newValue } }
    }
    /// The front matter's YAML, for tools that rewrite it.
    package var frontMatter: FrontMatter {
        get { text.frontMatter }
        set { text = SourceText(text.source, frontMatter: newValue) }
    }
    /// The fenced code blocks, scanned once from `document` as the article loaded, each with its
    /// info string parsed; for a tutorial, its outline and steps too.
    package var blocks: ArticleBlocks {
        get { box.blocks }
        set { update { $0.blocks = newValue } }
    }

    /// The page's URL path, e.g. `/hr/makro-entry/`.
    package var url: String { "/\(locale)/\(slug)/" }
    /// The key that pairs translations: `translationKey`, or else the locale-relative path.
    package var pairingKey: String { metadata.translationKey ?? slug }
    /// Where diagnostics about the whole article point.
    package var location: SourceLocation { SourceLocation(file: displayPath, line: 1, column: 1) }
}
