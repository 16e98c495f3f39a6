/// A popover attached to one identifier of highlighted code (a compiler hover).
package struct HoverMark: Sendable, Hashable {
    /// The 1-based line of the code.
    package var line: Int
    /// Where the identifier starts in the line's text, in UTF-8 bytes.
    package var column: Int
    /// The identifier's length in UTF-8 bytes.
    package var length: Int
    /// The popover's element id, unique in the page.
    package var id: String
    /// The popover's content, as escaped HTML.
    package var popover: String
    /// Where the identifier links (its declaration's line), if anywhere.
    package var link: String?

    package init(line: Int, column: Int, length: Int, id: String, popover: String, link: String? = nil) {
        self.line = line
        self.column = column
        self.length = length
        self.id = id
        self.popover = popover
        self.link = link
    }
}
