/// A control into which people securely enter private text; the tree shows one dot per
/// character, and the field's label.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// Creates a secure field with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(
            kind: "SecureField", value: String(repeating: "•", count: text.wrappedValue.count),
            prompt: prompt, label: label())
    }

    /// A secure field has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt and a label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// Creates a secure field with a prompt and a label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        field.evaluate(in: evaluator, parent: parent, context: context)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title and an action run when the user commits
    /// (deprecated in SwiftUI; the action never runs in Galley).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// Creates a secure field with a title string and an action run when the user commits
    /// (deprecated in SwiftUI; the action never runs in Galley).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}
