/// A primitive modifier that adds a node named after itself and changes what its content
/// sees: the environment, the transaction, the container values, lifecycle actions.
///
/// Most of the runtime's modifiers are one of these; inert ones (padding, frame) only record
/// their node.
nonisolated package struct ContextModifier: ViewModifier, PrimitiveModifier {
    package var name: String
    package var detail: String?
    package var update: @MainActor (inout EvaluationContext, ViewNode) -> Void
    /// Where the modifier was applied, for values it stores (see `WriteOrigin`).
    package var origin: WriteOrigin

    package init(
        _ name: String, detail: String? = nil, fileID: String? = nil, line: Int? = nil,
        update: @escaping @MainActor (inout EvaluationContext, ViewNode) -> Void = { _, _ in }
    ) {
        self.name = name
        self.detail = detail
        self.update = update
        origin = WriteOrigin(modifier: name, fileID: fileID, line: line)
    }

    package func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, detail: detail, parent: parent, context: context)
        var inner = context.inside(node)
        WriteOrigin.writing(origin) { update(&inner, node) }
        content(node, inner)
    }
}

extension View {
    /// Applies a `ContextModifier`.
    nonisolated package func modified(
        _ name: String, detail: String? = nil, fileID: String? = nil, line: Int? = nil,
        update: @escaping @MainActor (inout EvaluationContext, ViewNode) -> Void = { _, _ in }
    ) -> ModifiedContent<Self, ContextModifier> {
        modifier(ContextModifier(name, detail: detail, fileID: fileID, line: line, update: update))
    }

    /// Records a modifier that has no effect on data flow (layout, drawing, accessibility).
    nonisolated package func inert(_ name: String, _ detail: String? = nil) -> ModifiedContent<
        Self, ContextModifier
    > {
        modifier(ContextModifier(name, detail: detail))
    }
}
