/// A stretch of a document's plain text under one heading, for the search index.
package struct Section: Sendable, Hashable {
    /// The id of the heading that starts the section; `nil` for text before the first heading.
    package var headingID: String?
    /// The heading's plain text; empty before the first heading.
    package var title: String
    /// The section's text with markup removed and runs of whitespace collapsed, as UTF-8: the
    /// search index writes these bytes, so the renderer never makes a string of them.
    package var utf8: [UInt8]

    /// The section's text as a string.
    package var text: String { String(decoding: utf8, as: UTF8.self) }

    /// Creates a section from the text's UTF-8 bytes, which must be valid UTF-8.
    package init(headingID: String?, title: String, utf8: [UInt8]) {
        self.headingID = headingID
        self.title = title
        self.utf8 = utf8
    }

    /// Creates a section.
    package init(headingID: String?, title: String, text: String) {
        self.init(headingID: headingID, title: title, utf8: Array(text.utf8))
    }
}
