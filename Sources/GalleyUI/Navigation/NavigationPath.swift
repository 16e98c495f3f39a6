/// A type-erased list of data representing the content of a navigation stack.
///
/// A navigation stack bound to a path pushes a destination for each of its values, in order.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() { elements = [] }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    /// The values, oldest first, as the stack pushes them.
    var values: [Any] { elements.map(\.base) }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The visibility's name.
    public let description: String
    /// Hide the leading two columns of a three-column navigation split view, so that just the
    /// detail area shows.
    public static let detailOnly = NavigationSplitViewVisibility(description: "detailOnly")
    /// Show the content column and detail area of a three-column navigation split view, or
    /// the sidebar column and detail area of a two-column navigation split view.
    public static let doubleColumn = NavigationSplitViewVisibility(description: "doubleColumn")
    /// Show all the columns of a three-column navigation split view.
    public static let all = NavigationSplitViewVisibility(description: "all")
    /// Use the default leading column visibility for the current device.
    public static let automatic = NavigationSplitViewVisibility(description: "automatic")
}
