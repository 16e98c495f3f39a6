/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// An empty view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView, MultiView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {}
    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        []
    }
}
