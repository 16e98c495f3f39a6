/// A value with a modifier applied to it.
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content has no body; the evaluator applies the modifier to the content.
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies `content` and then `modifier`.
    @MainActor public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ModifiedContent: PrimitiveView, MultiView where Content: View, Modifier: ViewModifier {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let content = content
        evaluator.apply(modifier, parent: parent, context: context) { parent, context in
            evaluator.evaluate(content, parent: parent, context: context)
        }
    }

    /// A modifier on a multi-view applies to each of its subviews.
    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        let modifier = modifier
        return evaluator.subviewElements(of: content, id: id).map { element in
            SubviewElement(id: element.id) { evaluator, parent, context in
                evaluator.apply(modifier, parent: parent, context: context) { parent, context in
                    element.evaluate(evaluator, parent, context)
                }
            }
        }
    }
}

extension Evaluator {
    /// Evaluates `modifier` around content produced by `content`.
    package func apply<M: ViewModifier>(
        _ modifier: M, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.evaluate(in: self, parent: parent, context: context, content: content)
            return
        }
        let node = makeNode(String(describing: M.self), parent: parent, context: context)
        node.rebuild = { [unowned self, unowned node] transaction in
            var context = context
            context.transaction = transaction
            node.removeChildren()
            node.recorder.reset()
            self.evaluateModifierBody(modifier, node: node, context: context, content: content)
        }
        evaluateModifierBody(modifier, node: node, context: context, content: content)
    }

    private func evaluateModifierBody<M: ViewModifier>(
        _ modifier: M, node: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        install(modifier, node: node, context: context)
        let body = tracking(node) {
            modifier.body(content: _ViewModifier_Content<M>(evaluateContent: content))
        }
        evaluate(body, parent: node, context: context.inside(node))
    }
}
