/// A view that can display and edit long-form text; the tree shows the text it holds.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text }

    /// A text editor has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension TextEditor: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf(
            "TextEditor", detail: quoted(text.wrappedValue), parent: parent, context: context
        ).isFocusable = true
    }
}
