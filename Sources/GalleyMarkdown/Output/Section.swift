/// A stretch of a document's plain text under one heading, for the search index.
public struct Section: Sendable, Hashable {
    /// The id of the heading that starts the section; `nil` for text before the first heading.
    public var headingID: String?
    /// The heading's plain text; empty before the first heading.
    public var title: String
    /// The section's text with markup removed and runs of whitespace collapsed.
    public var text: String

    /// Creates a section.
    public init(headingID: String?, title: String, text: String) {
        self.headingID = headingID
        self.title = title
        self.text = text
    }
}
