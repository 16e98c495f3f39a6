internal import SwiftParser
internal import SwiftSyntax

extension CompilationUnit {
    /// True when the unit's main file holds declarations only: no top-level statement, variable,
    /// freestanding macro (`#Preview` included) or `#if`.
    ///
    /// Wrapping such a unit (``EntryWrapper``) only appends an empty entry function, so in a batch
    /// the compiler meets the same declarations, in the same order and the same contexts, as in
    /// the unit's own compilation, and expands the same macros into the same buffers. A macro
    /// used by a top-level statement would be expanded inside the entry function instead, under
    /// another mangled name and at another point of type-checking.
    var declaresOnly: Bool {
        Parser.parse(source: source.text).statements.allSatisfy { item in
            guard case .decl(let declaration) = item.item else { return false }
            return !declaration.is(VariableDeclSyntax.self) && !declaration.is(MacroExpansionDeclSyntax.self)
                && !declaration.is(IfConfigDeclSyntax.self)
        }
    }
}
