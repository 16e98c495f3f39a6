import SwiftSyntax
import SwiftSyntaxMacros

/// The companion of `@Entry`: turns `static var defaultValue[: T] = expression` into a
/// get-only computed property whose getter is `expression`.
///
/// An accessor macro without `willSet`/`didSet` subsumes the initializer (SE-0389), so the
/// property keeps the type inferred from it while becoming computed: the expression runs on
/// every read, and Swift 6 sees no global mutable state.
public struct EntryDefaultValueMacro: AccessorMacro {
    /// Written already formatted, as ``EntryMacro`` is.
    public static var formatMode: FormatMode { .disabled }

    /// Produces `get { <initializer> }`, or nothing when there is no initializer to move.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
            let value = binding.initializer?.value.trimmed
        else { return [] }
        return ["    get {\n        \(value)\n    }"]
    }
}
