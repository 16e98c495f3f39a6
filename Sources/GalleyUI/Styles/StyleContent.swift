/// A part of a control handed to a style through its configuration (a button's label, a
/// label's icon, a group box's content), with its type erased.
///
/// The part is evaluated wherever the style's body places it, under a node named after the
/// configuration's view type, so the evaluated tree shows where the style put it.
struct StyleContent {
    private let evaluate: @MainActor (Evaluator, ViewNode, EvaluationContext) -> Void

    /// Content that evaluates `view`; made while a control is evaluated.
    @MainActor init<V: View>(_ view: V) {
        evaluate = { evaluator, parent, context in
            evaluator.evaluate(view, parent: parent, context: context)
        }
    }

    /// Evaluates the content under a new node of `kind`.
    @MainActor func place(
        _ kind: String, in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(kind, parent: parent, context: context)
        evaluate(evaluator, node, context.inside(node))
    }
}
