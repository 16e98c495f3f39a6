// Modifiers of layout, drawing, styling and accessibility. They are recorded in the
// evaluated tree and have no other effect: Galley models data flow, not rendering.

extension View {
    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View { inert(".id", "\(id)") }
    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View {
        modified(".labelsHidden") { context, _ in context.environment.labelsVisibility = .hidden }
    }
    /// Provides a textual hint for the view.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        inert(".help", "\"\(textKey.resolved)\"")
    }
}

/// `background { }` and `overlay { }`: the layer is evaluated after the content, in the
/// same environment, as a sibling of it under the modifier's node.
struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    let name: String
    let layer: Layer

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, parent: parent, context: context)
        content(node, context.inside(node))
        evaluator.evaluate(layer, parent: node, context: context.insideContainer(node).at(".layer"))
    }
}
