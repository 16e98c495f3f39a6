/// A modifier that presents content over the view it modifies: sheets, covers, popovers,
/// inspectors, alerts and dialogs.
///
/// The modified view is evaluated first, under a node named after the modifier. When the
/// presentation is showing, its content is evaluated next, under the same node: it inherits
/// the presenter's environment, with `isPresented` true and a `dismiss` action that hides
/// the presentation (resets its binding and runs its `onDismiss`). Container values set in
/// the content stay there.
nonisolated struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    /// The modifier's name, e.g. `.sheet`.
    let name: String
    /// What the node shows besides whether the content is presented, e.g. an alert's title.
    let detail: String?
    /// The presented content, or nil while nothing is presented. Called on the main actor
    /// while the modifier is evaluated.
    let content: () -> Presented?
    /// Hides the presentation.
    let dismiss: () -> Void

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content evaluateContent: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let presented = content()
        let state = presented == nil ? nil : "presented"
        let detail = [detail, state].compactMap { $0 }.joined(separator: " ")
        let node = evaluator.makeNode(
            name, detail: detail.isEmpty ? nil : detail, parent: parent, context: context)
        evaluateContent(node, context.inside(node))
        guard let presented else { return }
        var inner = context.insideContainer(node).at(".presented")
        let dismiss = dismiss
        inner.environment[IsPresentedKey.self] = true
        inner.environment[DismissKey.self] = DismissAction(action: { dismiss() }, isPresentation: true)
        evaluator.evaluate(presented, parent: node, context: inner)
    }
}

extension View {
    /// Presents `content` while `isPresented` is true; dismissing sets it to false and then
    /// calls `onDismiss`.
    nonisolated func presenting<Content: View>(
        _ name: String, detail: String? = nil, isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil, content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                name: name, detail: detail,
                content: { isPresented.wrappedValue ? content() : nil },
                dismiss: {
                    isPresented.wrappedValue = false
                    onDismiss?()
                }))
    }

    /// Presents `content` for the item while `item` holds one; dismissing sets it to nil and
    /// then calls `onDismiss`.
    nonisolated func presenting<Item, Content: View>(
        _ name: String, detail: String? = nil, item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                name: name, detail: detail,
                content: { item.wrappedValue.map(content) },
                dismiss: {
                    item.wrappedValue = nil
                    onDismiss?()
                }))
    }
}
