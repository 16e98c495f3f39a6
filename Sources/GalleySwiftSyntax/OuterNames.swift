internal import SwiftSyntax

/// The names a declaration refers to that it does not bind itself: every plain identifier it
/// uses as an expression, less those that name a parameter, closure parameter or capture, a local
/// `let` or `var` declared before the use, a `for` pattern, or an `if`, `while` or `guard`
/// binding in whose scope the use is.
///
/// The wrapper asks whether a declaration uses a top-level variable, which would be lost when the
/// variable moves into an entry function; a test that declares a local `values` beside a
/// top-level `values` does not. Every construct not listed above (a `switch` or `catch` pattern,
/// `newValue`, a member of the enclosing type) binds nothing here, so its names count as outer:
/// an unknown case errs towards compiling the unit alone, never towards wrapping it.
final class OuterNames: SyntaxVisitor {
    private(set) var names: Set<String> = []
    private var scopes: [Set<String>] = [[]]

    static func of(_ node: some SyntaxProtocol) -> Set<String> {
        let visitor = OuterNames(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }

    private func isBound(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }

    private func use(_ name: String) {
        if !isBound(name) { names.insert(name) }
    }

    /// Walks `node` with `bound` as an innermost scope of its own.
    private func walk(_ node: some SyntaxProtocol, binding bound: Set<String>) {
        scopes.append(bound)
        walk(node)
        scopes.removeLast()
    }

    /// The identifiers a pattern binds.
    private static func identifiers(in pattern: PatternSyntax) -> Set<String> {
        Set(
            pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { return plain(name) }
                return nil
            })
    }

    private static func plain(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `model.values`, `.values` and `\Model.values` name a member, not something in scope.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .skipChildren
        }
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .skipChildren }
        if case .identifier(let name) = node.baseName.tokenKind {
            let plain = Self.plain(name)
            // `$model` is the projection of a `model` in scope.
            use(plain.hasPrefix("$") ? String(plain.dropFirst()) : plain)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        walk(attributes: node.attributes, signature: node.signature, body: node.body)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        walk(attributes: node.attributes, signature: node.signature, body: node.body)
    }

    /// A function's attributes and signature (default values included) outside its scope, its
    /// body with its parameters bound.
    private func walk(
        attributes: AttributeListSyntax, signature: FunctionSignatureSyntax, body: CodeBlockSyntax?
    ) -> SyntaxVisitorContinueKind {
        walk(attributes)
        walk(signature)
        let parameters = signature.parameterClause.parameters.map { Self.plain(($0.secondName ?? $0.firstName).text) }
        if let body { walk(body, binding: Set(parameters)) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var bound: Set<String> = []
        if let signature = node.signature {
            for capture in signature.capture?.items ?? [] {
                let name = Self.plain(capture.name.text)
                if let initializer = capture.initializer {
                    walk(initializer)
                } else {
                    // `[weak model]` captures the `model` in scope: a use of it.
                    use(name)
                }
                bound.insert(name)
            }
            switch signature.parameterClause {
            case .simpleInput(let shorthand): bound.formUnion(shorthand.map { Self.plain($0.name.text) })
            case .parameterClause(let clause):
                bound.formUnion(clause.parameters.map { Self.plain(($0.secondName ?? $0.firstName).text) })
            case nil: break
            @unknown default: break
            }
        }
        walk(node.statements, binding: bound)
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        walk(node.statements, binding: [])
        return .skipChildren
    }

    /// A block's statements in order, in a scope of their own (a `case` body or an `#if` clause
    /// is a list without a block): a local variable is in scope from the statement after its
    /// own, and a `guard`'s bindings from the statement after the `guard`.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([])
        defer { scopes.removeLast() }
        for item in node {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                walk(variable.attributes)
                for binding in variable.bindings {
                    if let annotation = binding.typeAnnotation { walk(annotation) }
                    if let initializer = binding.initializer { walk(initializer) }
                    if let accessors = binding.accessorBlock { walk(accessors) }
                }
                for binding in variable.bindings {
                    scopes[scopes.count - 1].formUnion(Self.identifiers(in: binding.pattern))
                }
            } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                scopes.append([])
                walk(conditions: guardStatement.conditions)
                let bound = scopes.removeLast()
                walk(guardStatement.body)
                scopes[scopes.count - 1].formUnion(bound)
            } else {
                walk(item)
            }
        }
        return .skipChildren
    }

    /// Conditions in order, each binding for the ones after it (into the innermost scope).
    private func walk(conditions: ConditionElementListSyntax) {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition else {
                walk(element)
                continue
            }
            if let initializer = binding.initializer {
                walk(initializer)
            } else {
                // `if let model` unwraps the `model` in scope: a use of it.
                for name in Self.identifiers(in: binding.pattern) { use(name) }
            }
            scopes[scopes.count - 1].formUnion(Self.identifiers(in: binding.pattern))
        }
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([])
        walk(conditions: node.conditions)
        walk(node.body)
        scopes.removeLast()
        if let elseBody = node.elseBody { walk(elseBody) }
        return .skipChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([])
        walk(conditions: node.conditions)
        walk(node.body)
        scopes.removeLast()
        return .skipChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.sequence)
        scopes.append(Self.identifiers(in: node.pattern))
        if let whereClause = node.whereClause { walk(whereClause) }
        walk(node.body)
        scopes.removeLast()
        return .skipChildren
    }
}
