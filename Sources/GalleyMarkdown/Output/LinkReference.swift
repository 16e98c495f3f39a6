import GalleyCore

/// A link or image destination as written in Markdown, for link checking.
public struct LinkReference: Sendable, Hashable {
    /// Whether the reference is a link or an image.
    public enum Kind: Sendable, Hashable {
        /// `[text](destination)`, `<https://…>` or a bare URL.
        case link
        /// `![alt](source)`.
        case image
    }

    /// The destination before any rewriting.
    public var destination: String
    /// Link or image.
    public var kind: Kind
    /// Where the link or image was written.
    public var range: SourceRange

    /// Creates a reference.
    public init(destination: String, kind: Kind, range: SourceRange) {
        self.destination = destination
        self.kind = kind
        self.range = range
    }
}
