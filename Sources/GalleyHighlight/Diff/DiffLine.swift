/// One line of a line diff: kept, removed from the old text, or added in the new one.
package struct DiffLine: Hashable, Sendable {
    /// What happened to the line.
    package enum Kind: String, Hashable, Sendable {
        /// The line is in both texts.
        case same
        /// The line is only in the old text.
        case removed
        /// The line is only in the new text.
        case added
    }

    /// What happened to the line.
    package var kind: Kind
    /// The line's text, without its line break.
    package var text: String
    /// The 1-based line number in the old text; `nil` for added lines.
    package var oldLine: Int?
    /// The 1-based line number in the new text; `nil` for removed lines.
    package var newLine: Int?

    /// Creates a diff line.
    package init(_ kind: Kind, _ text: String, oldLine: Int?, newLine: Int?) {
        self.kind = kind
        self.text = text
        self.oldLine = oldLine
        self.newLine = newLine
    }
}
