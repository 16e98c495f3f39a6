/// A highlight category, rendered as a short CSS class on a `<span>`.
///
/// The class names are part of the stylesheet contract (`Public/css/galley.css`), so they are
/// short and stable. Anything without a category (identifiers, operators, punctuation) is
/// emitted as plain escaped text.
package enum TokenClass: String, Sendable, CaseIterable, Codable {
    /// Keywords and declaration modifiers: `struct`, `var`, `public`, `get`, `self`, `#if`.
    case keyword = "kw"
    /// Type names: in type position, in type declarations, and capitalised references (`Text(…)`).
    case type = "ty"
    /// Attributes, the `@` and the name together: `@Entry`, `@MainActor`.
    case attribute = "at"
    /// String literals with their quotes, raw-string `#`s and interpolation delimiters `\(` `)`.
    case string = "str"
    /// Integer and floating-point literals.
    case number = "num"
    /// Line, block (also nested) and documentation comments.
    case comment = "com"
    /// Freestanding macro expansions, the `#` and the name: `#Preview`, `#externalMacro`.
    case macro = "mac"
    /// Key-path expressions: the backslash and every `.component`, as one group.
    case keyPath = "kp"
    /// Regex literals, `/[a-z]+/` and `#/…/#`.
    case regex = "re"
}
