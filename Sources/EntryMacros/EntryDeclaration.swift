import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A validated `@Entry var name[: Type] [= value]` and the container it belongs to.
struct EntryDeclaration {
    var container: EntryContainer
    var name: String
    var type: TypeSyntax?
    var initializer: ExprSyntax?

    /// The name of the generated key type, `__Key_<name>`.
    var keyName: String { "__Key_" + name }

    /// Checks the declaration and its lexical context, throwing the first misuse found.
    init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext)
        throws(EntryDiagnostic)
    {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let container = EntryContainer(lexicalContext: context.lexicalContext)
        else { throw .misplaced }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { throw .letDeclaration }
        guard !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else {
            throw .staticProperty
        }
        guard let binding = variable.bindings.first, variable.bindings.count == 1 else {
            throw .multipleBindings
        }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw .notAnIdentifier
        }
        guard binding.accessorBlock == nil else { throw .hasAccessors }

        self.container = container
        self.name = identifier.identifier.trimmedDescription
        self.type = binding.typeAnnotation?.type.trimmed
        self.initializer = binding.initializer?.value.trimmed
        try validateDefault()
    }

    private func validateDefault() throws(EntryDiagnostic) {
        if container == .focusedValues {
            guard wrappedType != nil else { throw .focusedValueNotOptional }
            if let initializer, !initializer.is(NilLiteralExprSyntax.self) {
                throw .focusedValueWithDefault
            }
            return
        }
        guard initializer == nil else { return }
        guard let type else { throw .missingTypeAndDefault }
        guard wrappedType != nil || Self.isOptional(type) else { throw .missingDefault }
    }

    /// `T` for a property typed `T?`, `T!` or `Optional<T>`; nil for any other type.
    var wrappedType: TypeSyntax? {
        guard let type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmed
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1
        {
            return TypeSyntax(fromProtocol: arguments.first!.argument.as(TypeSyntax.self))
        }
        return nil
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}
