import GalleyCore

extension HTMLRenderer {
    /// What to do with raw HTML written in Markdown.
    package enum RawHTMLPolicy: Sendable, Hashable {
        /// Show raw HTML as escaped text, and report a warning for each occurrence. The default:
        /// a guide's HTML can then never break the page around it.
        case escape
        /// Pass raw HTML through, except that GFM's tag filter neutralises `<title>`,
        /// `<textarea>`, `<style>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<script>`
        /// and `<plaintext>` by escaping their `<`.
        case allowWithTagFilter
        /// Pass raw HTML and every link destination through untouched. Only for conformance
        /// testing against the CommonMark spec.
        case allowUnfiltered
    }

    /// A hover link inside each heading that points at the heading itself.
    package struct HeadingAnchor: Sendable, Hashable {
        /// The anchor's accessible name, such as "Link to this section".
        package var label: String

        /// Creates an anchor with the given accessible name.
        package init(label: String) { self.label = label }
    }

    /// How to render a document, and the hooks the site uses to take over parts of it.
    package struct Options: Sendable {
        /// What to do with raw HTML; escaped by default.
        package var rawHTML: RawHTMLPolicy
        /// Whether headings get `id` attributes (slugs of their text, made unique).
        package var headingIDs: Bool
        /// A hover anchor to write inside each heading (only when ``headingIDs`` is on).
        package var headingAnchor: HeadingAnchor?
        /// Renders a code block; return HTML (UTF-8 bytes, as the page is written) to replace the
        /// default `<pre><code class="language-x">`, or `nil` to keep it.
        package var codeBlock: (@Sendable (CodeBlockContext) -> [UInt8]?)?
        /// The text of a code block that search may index; the literal when `nil`. The site passes
        /// the lines readers see, so hidden snippet lines never reach the search index.
        package var indexedCode: (@Sendable (CodeBlockContext) -> String)?
        /// Rewrites a link's destination, such as `other.md#part` to `other.html#part`.
        package var linkDestination: (@Sendable (String, SourceRange) -> String)?
        /// Rewrites an image's source.
        package var imageSource: (@Sendable (String, SourceRange) -> String)?

        /// Creates options; the defaults suit the site: escaped raw HTML and heading ids.
        package init(
            rawHTML: RawHTMLPolicy = .escape,
            headingIDs: Bool = true,
            headingAnchor: HeadingAnchor? = nil,
            codeBlock: (@Sendable (CodeBlockContext) -> [UInt8]?)? = nil,
            linkDestination: (@Sendable (String, SourceRange) -> String)? = nil,
            imageSource: (@Sendable (String, SourceRange) -> String)? = nil
        ) {
            self.rawHTML = rawHTML
            self.headingIDs = headingIDs
            self.headingAnchor = headingAnchor
            self.codeBlock = codeBlock
            self.linkDestination = linkDestination
            self.imageSource = imageSource
        }
    }
}
