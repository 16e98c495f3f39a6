/// A stretch of a document's plain text under one heading, for the search index.
package struct Section: Sendable, Hashable {
    /// The id of the heading that starts the section; `nil` for text before the first heading.
    package var headingID: String?
    /// The heading's plain text; empty before the first heading.
    package var title: String
    /// The section's text with markup removed and runs of whitespace collapsed.
    package var text: String

    /// Creates a section.
    package init(headingID: String?, title: String, text: String) {
        self.headingID = headingID
        self.title = title
        self.text = text
    }
}
