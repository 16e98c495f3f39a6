/// The content of a presented alert or confirmation dialog: its actions, then its message,
/// evaluated in place (no node of their own), so the dialog's node lists the buttons.
nonisolated struct DialogContent<Actions: View, Message: View>: View {
    let actions: Actions
    let message: Message

    var body: Never { primitiveBody(Self.self) }
}

extension DialogContent: PrimitiveView {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluate(actions, parent: parent, context: context.at(".actions"))
        evaluator.evaluate(message, parent: parent, context: context.at(".message"))
    }
}

extension View {
    /// Presents a dialog (alert or confirmation dialog) titled `title` while `isPresented`
    /// is true and `data` is present. The actions and message closures are not escaping, so
    /// they are called here, once, when the dialog is showing.
    nonisolated func dialog<T, A: View, M: View>(
        _ name: String, title: String, isPresented: Binding<Bool>, data: T?,
        actions: (T) -> A, message: (T) -> M
    ) -> some View {
        var content: DialogContent<A, M>?
        if isPresented.wrappedValue, let data {
            content = DialogContent(actions: actions(data), message: message(data))
        }
        let presented = content
        return modifier(
            PresentationModifier(
                name: name, detail: quoted(title), content: { presented },
                dismiss: { isPresented.wrappedValue = false }))
    }
}
