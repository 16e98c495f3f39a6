import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The `@Entry` macro: turns `@Entry var name: T = value` inside an extension of
/// `EnvironmentValues`, `Transaction`, `ContainerValues` or `FocusedValues` into a computed
/// property backed by a generated private key type, as Xcode 16.2 and later do.
///
/// For `extension EnvironmentValues { @Entry var accent: Color = .blue }` it produces:
///
/// ```swift
/// var accent: Color {
///     get { self[__Key_accent.self] }
///     set { self[__Key_accent.self] = newValue }
/// }
/// private struct __Key_accent: SwiftUICore.EnvironmentKey {
///     @__EntryDefaultValue static var defaultValue: Color = .blue   // becomes `get { .blue }`
/// }
/// ```
///
/// The default stays a *computed* property through the companion `@__EntryDefaultValue`
/// accessor macro, so it is evaluated again on every read that finds no value set, and an
/// unannotated initializer (`@Entry var flag = true`) still infers the key's type. Focused
/// values get `typealias Value = Wrapped` and no default, because `FocusedValueKey` has none.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The expansions are written already formatted, in the text `BasicFormat` made of them
    /// (the tests hold the two equal), so the compiler's plugin server skips reformatting every
    /// expansion: about 1 ms of each `@Entry`'s compilation.
    public static var formatMode: FormatMode { .disabled }

    /// Produces the `get`/`set` accessors that subscript the container with the generated key.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry: EntryDeclaration
        do { entry = try EntryDeclaration(declaration, in: context) } catch {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: error)])
        }
        return [
            "    get {\n        self[\(raw: entry.keyName).self]\n    }",
            "    set {\n        self[\(raw: entry.keyName).self] = newValue\n    }",
        ]
    }

    /// Produces the private key type. Misuse of a `var` is reported once, by the accessor
    /// role, so this role produces nothing for an invalid one.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(VariableDeclSyntax.self) else {
            // The accessor role never runs on a function or type, so this role reports it.
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: node, message: EntryDiagnostic.misplaced)
            ])
        }
        guard let entry = try? EntryDeclaration(declaration, in: context) else { return [] }
        if entry.container == .focusedValues, let wrapped = entry.wrappedType {
            return [
                """
                private struct \(raw: entry.keyName): \(raw: entry.container.keyProtocol) {
                    typealias Value = \(wrapped)
                }
                """
            ]
        }
        let annotation = entry.type.map { ": \($0.trimmedDescription)" } ?? ""
        let value = entry.initializer ?? "nil"
        return [
            """
            private struct \(raw: entry.keyName): \(raw: entry.container.keyProtocol) {
                @__EntryDefaultValue static var defaultValue\(raw: annotation) = \(value)
            }
            """
        ]
    }
}
