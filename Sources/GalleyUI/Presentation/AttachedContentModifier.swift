/// A modifier that attaches views to the one it modifies without presenting them: toolbar
/// items, row actions, context menus, a presentation's background. The modified view is
/// evaluated first, then the attached views, as siblings under the modifier's node, in the
/// same environment.
nonisolated struct AttachedContentModifier<Attached: View>: ViewModifier, PrimitiveModifier {
    let name: String
    var detail: String? = nil
    let attached: Attached

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, detail: detail, parent: parent, context: context)
        content(node, context.inside(node))
        evaluator.evaluate(attached, parent: node, context: context.insideContainer(node).at(".attached"))
    }
}
