/// A view the evaluator does not evaluate through `body`, because it is a leaf (`Text`), a
/// container (`VStack`), or plumbing (`TupleView`, modifiers).
@MainActor package protocol PrimitiveView {
    /// Adds this view's nodes under `parent`, evaluating any content it has.
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

/// A view that may stand for several views when a container lays out its subviews:
/// tuples, `ForEach`, `Group`, conditionals. Anything else is a single subview.
@MainActor package protocol MultiView {
    /// The subviews, each with a stable id and a way to evaluate it.
    func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement]
}

/// One subview of a multi-view.
package struct SubviewElement {
    package var id: String
    package var evaluate: @MainActor (Evaluator, ViewNode, EvaluationContext) -> Void

    package init(
        id: String, evaluate: @escaping @MainActor (Evaluator, ViewNode, EvaluationContext) -> Void
    ) {
        self.id = id
        self.evaluate = evaluate
    }
}

/// A view modifier implemented by the evaluator rather than through `body(content:)`.
@MainActor package protocol PrimitiveModifier {
    /// Evaluates the modifier; it calls `content` zero or more times with the context its
    /// content should see.
    func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void)
}
