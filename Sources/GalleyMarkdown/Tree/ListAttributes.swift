/// The attributes of a list: ordered or not, where numbering starts, tightness and delimiter.
package struct ListAttributes: Sendable, Hashable {
    /// The character after an ordered list's numbers.
    package enum Delimiter: Sendable, Hashable {
        /// `1.`
        case period
        /// `1)`
        case parenthesis
        /// Bullet lists have no delimiter.
        case none
    }

    /// Whether the list is numbered.
    package var isOrdered: Bool
    /// The first number of an ordered list (1 for bullet lists).
    package var start: Int
    /// Whether items are rendered without `<p>` (no blank lines between them).
    package var isTight: Bool
    /// The delimiter after each number.
    package var delimiter: Delimiter

    /// Creates list attributes.
    package init(isOrdered: Bool, start: Int, isTight: Bool, delimiter: Delimiter) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.delimiter = delimiter
    }
}

/// The state of a GitHub task-list item's checkbox.
package enum TaskState: Sendable, Hashable {
    /// `- [ ] todo`
    case unchecked
    /// `- [x] done`
    case checked
}

/// The alignment of a table column, from its delimiter row (`:--`, `:-:`, `--:`).
package enum TableAlignment: Sendable, Hashable {
    /// No colon: the browser's default.
    case none
    /// `:--`
    case left
    /// `:-:`
    case center
    /// `--:`
    case right
}
