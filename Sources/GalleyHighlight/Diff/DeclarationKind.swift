/// A kind of declaration that ``CodeComparisonSummary`` counts.
///
/// The cases are declared in the order a summary sentence lists them.
package enum DeclarationKind: String, CaseIterable, Hashable, Sendable {
    /// `struct`, `class`, `enum`, `protocol`, `actor` and `typealias` declarations.
    case type
    /// `extension` declarations.
    case `extension`
    /// Functions, initialisers and subscripts.
    case function
    /// Stored and computed properties, one per binding (`var a = 1, b = 2` is two).
    case property
    /// Accessors: each `get`/`set`/`willSet`/`didSet`… block, or the implicit getter of a
    /// computed property written as `var x: Int { … }`.
    case accessor
}

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
