import GalleySwiftFacts
internal import SwiftSyntax

/// Collects class overrides that need syntax context, in tree order (later ones win).
///
/// SwiftIDEUtils classifies tokens mostly one by one. Readers expect `@Entry` as one attribute,
/// `#Preview` as one macro, `\.accent` as one key path, the code inside `\(…)` as code, and
/// modifiers such as `public` as keywords; those refinements live here.
final class ContextClassifier: SyntaxVisitor {
    private(set) var overrides: [(TokenClass?, Range<Int>)] = []

    private func mark(_ kind: TokenClass?, _ token: TokenSyntax?) {
        guard let token, token.presence == .present else { return }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        overrides.append((kind, start..<end))
    }

    private func mark(_ kind: TokenClass?, _ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if start < end { overrides.append((kind, start..<end)) }
    }

    // MARK: - Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        mark(.attribute, node.atSign)
        mark(.attribute, node.attributeName)
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        mark(.keyword, node.name)
        mark(.keyword, node.detail?.detail)
        return .visitChildren
    }

    // MARK: - Macros

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        mark(.macro, node.pound)
        mark(.macro, node.macroName)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        mark(.macro, node.pound)
        mark(.macro, node.macroName)
        return .visitChildren
    }

    // MARK: - Key paths

    override func visitPost(_ node: KeyPathExprSyntax) {
        // After the children, so a component's reference is not re-read as a type.
        mark(.keyPath, node.backslash)
        for component in node.components {
            mark(.keyPath, component.period)
            switch component.component {
            case .property(let property): mark(.keyPath, property.declName)
            case .optional(let optional): mark(.keyPath, optional)
            default: break
            }
        }
    }

    // MARK: - Literals

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        mark(.string, node.openingPounds)
        mark(.string, node.openingQuote)
        mark(.string, node.closingQuote)
        mark(.string, node.closingPounds)
        return .visitChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        mark(.string, node.backslash)
        mark(.string, node.pounds)
        mark(.string, node.leftParen)
        mark(.string, node.rightParen)
        return .visitChildren
    }

    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        mark(.regex, node)
        return .skipChildren
    }

    // MARK: - Type names

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declares(node.name)
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declares(node.name)
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        declares(node.name)
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        declares(node.name)
    }

    private func declares(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        mark(.type, name)
        return .visitChildren
    }

    /// Swift names types in UpperCamelCase and values in lowerCamelCase, so a capitalised
    /// reference in expression position (`Text("Hi")`, `Color.blue`) is read as a type, as
    /// Xcode's semantic highlighting would show it.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.baseName.tokenKind, name.first?.isUppercase == true {
            mark(.type, node.baseName)
        }
        return .visitChildren
    }
}
