/// What planning a compilation unit needs from the parse of its main file.
///
/// The parser reports facts; what they mean for wrapping and batching (which items move into an
/// entry function, when a unit must stay alone) is decided by the verifier's own code.
package struct UnitSyntax: Sendable, Hashable, Codable {
    /// A top-level item of the file.
    package struct Item: Sendable, Hashable, Codable {
        package enum Role: String, Sendable, Hashable, Codable {
            /// A statement, expression or top-level variable: moves into an entry function.
            case statement
            /// A declaration that stays at file scope (`#Preview` included).
            case declaration
            /// `defer`, `#if`, `@main` or a freestanding macro other than `#Preview`.
            case unmovable
        }

        package var role: Role
        /// The 1-based lines of the item's first and last token.
        package var firstLine: Int
        package var lastLine: Int
        /// True when the item contains an `await`.
        package var awaits: Bool
        /// The names a top-level variable binds.
        package var variables: [String]
        /// The texts of a declaration's tokens (empty for other roles).
        package var tokens: [String]
        /// The names a declaration refers to that it does not bind itself (its parameters and
        /// the locals declared before a use are left out); empty for other roles.
        package var outerNames: [String]

        package init(
            role: Role, firstLine: Int, lastLine: Int, awaits: Bool, variables: [String], tokens: [String],
            outerNames: [String]
        ) {
            self.role = role
            self.firstLine = firstLine
            self.lastLine = lastLine
            self.awaits = awaits
            self.variables = variables
            self.tokens = tokens
            self.outerNames = outerNames
        }
    }

    /// The parse found a syntax error.
    package var hasErrors: Bool
    /// The top-level items in order.
    package var items: [Item]
    /// The text of every token of the file.
    package var tokenTexts: Set<String>
    /// Every identifier and operator the file mentions, backticks removed.
    package var mentioned: Set<String>
    /// Names visible to other files of a module: top-level types, functions, operators,
    /// extension members, and, for extensions that add conformances or initializers, the
    /// extended type and protocols.
    package var declared: Set<String>
    /// The modules the file imports, sorted.
    package var imports: [String]
    /// True when every top-level item is a declaration other than a variable, a freestanding
    /// macro or `#if`.
    package var declarationsOnly: Bool

    package init(
        hasErrors: Bool, items: [Item], tokenTexts: Set<String>, mentioned: Set<String>, declared: Set<String>,
        imports: [String], declarationsOnly: Bool
    ) {
        self.hasErrors = hasErrors
        self.items = items
        self.tokenTexts = tokenTexts
        self.mentioned = mentioned
        self.declared = declared
        self.imports = imports
        self.declarationsOnly = declarationsOnly
    }
}
