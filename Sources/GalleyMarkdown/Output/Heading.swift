import GalleyCore

/// A heading of a rendered document.
package struct Heading: Sendable, Hashable {
    /// 1 to 6.
    package var level: Int
    /// The heading's plain text.
    package var title: String
    /// The heading's unique id within the document (its slug, with `-1`, `-2`… for repeats).
    package var id: String
    /// Where the heading was written.
    package var range: SourceRange

    /// Creates a heading.
    package init(level: Int, title: String, id: String, range: SourceRange) {
        self.level = level
        self.title = title
        self.id = id
        self.range = range
    }
}

/// An entry of a page's table of contents.
package struct TOCEntry: Sendable, Hashable {
    /// The heading level: 2 or 3.
    package var level: Int
    /// The heading's plain text.
    package var title: String
    /// The heading's id, the fragment to link to.
    package var id: String

    /// Creates an entry.
    package init(level: Int, title: String, id: String) {
        self.level = level
        self.title = title
        self.id = id
    }
}
