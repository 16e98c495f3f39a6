/// The attributes of a list: ordered or not, where numbering starts, tightness and delimiter.
public struct ListAttributes: Sendable, Hashable {
    /// The character after an ordered list's numbers.
    public enum Delimiter: Sendable, Hashable {
        /// `1.`
        case period
        /// `1)`
        case parenthesis
        /// Bullet lists have no delimiter.
        case none
    }

    /// Whether the list is numbered.
    public var isOrdered: Bool
    /// The first number of an ordered list (1 for bullet lists).
    public var start: Int
    /// Whether items are rendered without `<p>` (no blank lines between them).
    public var isTight: Bool
    /// The delimiter after each number.
    public var delimiter: Delimiter

    /// Creates list attributes.
    public init(isOrdered: Bool, start: Int, isTight: Bool, delimiter: Delimiter) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.delimiter = delimiter
    }
}

/// The state of a GitHub task-list item's checkbox.
public enum TaskState: Sendable, Hashable {
    /// `- [ ] todo`
    case unchecked
    /// `- [x] done`
    case checked
}

/// The alignment of a table column, from its delimiter row (`:--`, `:-:`, `--:`).
public enum TableAlignment: Sendable, Hashable {
    /// No colon: the browser's default.
    case none
    /// `:--`
    case left
    /// `:-:`
    case center
    /// `--:`
    case right
}
