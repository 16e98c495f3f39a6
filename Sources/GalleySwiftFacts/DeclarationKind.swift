/// A kind of declaration that a code comparison counts.
///
/// The cases are declared in the order a summary sentence lists them.
package enum DeclarationKind: String, CaseIterable, Hashable, Sendable, Codable {
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
