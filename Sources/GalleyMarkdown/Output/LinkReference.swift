import GalleyCore

/// A link or image destination as written in Markdown, for link checking.
package struct LinkReference: Sendable, Hashable {
    /// Whether the reference is a link or an image.
    package enum Kind: Sendable, Hashable {
        /// `[text](destination)`, `<https://…>` or a bare URL.
        case link
        /// `![alt](source)`.
        case image
    }

    /// The destination before any rewriting.
    package var destination: String
    /// Link or image.
    package var kind: Kind
    /// Where the link or image was written.
    package var range: SourceRange

    /// Creates a reference.
    package init(destination: String, kind: Kind, range: SourceRange) {
        self.destination = destination
        self.kind = kind
        self.range = range
    }
}
