import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` and `#Preview("Name") { … }`: expands to a private view type whose `body`
/// holds the preview's statements, so the preview is type-checked like any view but never run.
///
/// Declarations marked `@Previewable` become stored properties of that type, which is what
/// lets `@Previewable @State var value = 0` work in a preview. A preview without statements
/// expands to nothing.
public struct PreviewMacro: DeclarationMacro {
    /// Produces `@MainActor private struct <unique>: View { … var body: some View { … } }`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let closure =
            node.trailingClosure
            ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(
                ClosureExprSyntax.self)
        guard let closure else { return [] }
        if node.arguments.contains(where: { $0.label?.text == "arguments" }) {
            return [previewForEachArgument(of: node, closure: closure, in: context)]
        }
        var members: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if var variable = item.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: isPreviewable)
            {
                variable.attributes = variable.attributes.filter { !isPreviewable($0) }
                members.append(variable.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let name = context.makeUniqueName("Preview")
        let body = statements.map { "        " + $0 + "\n" }.joined()
        // The body is a closure returning `any View`: with `return` statements the builder is off
        // and each may return a view of its own type (a `do` that returns the view, a `catch` that
        // returns a `Text`), which a `some View` body would refuse. The property has no builder
        // attribute, which would only add the compiler's warning that the returns disable it.
        guard ReturnFinder.returns(in: closure.statements) else {
            return [
                """
                @MainActor private struct \(name): View {
                \(raw: members.map { "    " + $0 + "\n" }.joined())    var body: some View {
                \(raw: body)    }
                }
                """
            ]
        }
        return [
            """
            @MainActor private struct \(name): View {
            \(raw: members.map { "    " + $0 + "\n" }.joined())    var body: some View { AnyView(content) }
                private var content: any View {
            \(raw: body)    }
            }
            """
        ]
    }

    /// `#Preview(arguments:)`: the body takes one argument, so it is not a view's body; it
    /// becomes the body of a `Preview` made with the same arguments, which type-checks it
    /// against the arguments' element type.
    private static func previewForEachArgument(
        of node: some FreestandingMacroExpansionSyntax, closure: ClosureExprSyntax,
        in context: some MacroExpansionContext
    ) -> DeclSyntax {
        let arguments = node.arguments.map { argument -> String in
            var argument = argument
            argument.trailingComma = nil
            return argument.trimmedDescription
        }
        let body = node.trailingClosure.map { " " + $0.trimmedDescription } ?? ""
        let name = context.makeUniqueName("Preview")
        return """
            @MainActor private enum \(name) {
                @MainActor static let preview = Preview(\(raw: arguments.joined(separator: ", ")))\(raw: body)
            }
            """
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable`: marks a declaration in a `#Preview` body as state of the preview. It adds
/// nothing by itself; `#Preview` reads the mark when it hoists the declaration.
public struct PreviewableMacro: PeerMacro {
    /// Produces no declarations.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// Whether a closure's statements `return` from the closure itself (not from a closure or a
/// function declared inside it).
private final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in statements: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
