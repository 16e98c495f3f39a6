import GalleySwiftFacts

/// The kinds of declaration a comparison counts (declared with the parser's facts).
package typealias DeclarationKind = GalleySwiftFacts.DeclarationKind

/// How many declarations of one kind a comparison removed or added.
package struct DeclarationChange: Hashable, Sendable {
    /// Whether the declarations disappeared or appeared.
    package enum Direction: String, Hashable, Sendable {
        /// Present before, gone after.
        case removed
        /// Absent before, present after.
        case added
    }

    /// The kind of declaration.
    package var kind: DeclarationKind
    /// How many, always at least 1.
    package var count: Int
    /// Removed or added.
    package var direction: Direction

    /// Creates a change fact.
    package init(kind: DeclarationKind, count: Int, direction: Direction) {
        self.kind = kind
        self.count = count
        self.direction = direction
    }
}
