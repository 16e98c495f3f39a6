/// The content of a toolbar item group with a label: the items, then the label that stands
/// for the group when the toolbar is collapsed.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// Labeled group content has no body; the evaluator evaluates the items and the label.
    public var body: Never { primitiveBody(Self.self) }
}

extension LabeledToolbarItemGroupContent: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluate(content, parent: parent, context: context.at(".content"))
        evaluator.evaluate(label, parent: parent, context: context.at(".label"))
    }
}

extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content, and a label
    /// describing that content.
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) {
            LabeledToolbarItemGroupContent(content: content(), label: label())
        }
    }
}
