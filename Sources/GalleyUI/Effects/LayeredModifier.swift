/// A modifier that layers a view with its content (`overlay { }`, `background { }`,
/// `safeAreaInset { }`, `mask { }`): a node whose children are the content, then the layer,
/// evaluated after it in the same environment.
nonisolated struct LayeredModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    let name: String
    let detail: String?
    let layer: Layer

    init(_ name: String, detail: String? = nil, layer: Layer) {
        self.name = name
        self.detail = detail
        self.layer = layer
    }

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, detail: detail, parent: parent, context: context)
        content(node, context.inside(node))
        evaluator.evaluate(layer, parent: node, context: context.insideContainer(node).at(".layer"))
    }
}
