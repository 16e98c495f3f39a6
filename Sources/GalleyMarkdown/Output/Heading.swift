import GalleyCore

/// A heading of a rendered document.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The heading's plain text.
    public var title: String
    /// The heading's unique id within the document (its slug, with `-1`, `-2`… for repeats).
    public var id: String
    /// Where the heading was written.
    public var range: SourceRange

    /// Creates a heading.
    public init(level: Int, title: String, id: String, range: SourceRange) {
        self.level = level
        self.title = title
        self.id = id
        self.range = range
    }
}

/// An entry of a page's table of contents.
public struct TOCEntry: Sendable, Hashable {
    /// The heading level: 2 or 3.
    public var level: Int
    /// The heading's plain text.
    public var title: String
    /// The heading's id, the fragment to link to.
    public var id: String

    /// Creates an entry.
    public init(level: Int, title: String, id: String) {
        self.level = level
        self.title = title
        self.id = id
    }
}
