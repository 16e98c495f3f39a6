import Foundation

/// A control that displays an editable text interface.
///
/// Galley never types into a field: the evaluated tree shows the text it displays, read
/// through its binding (or formatted from its value), and its label. Under a custom
/// `textFieldStyle(_:)`, the style's `_body(configuration:)` is evaluated in its place.
nonisolated public struct TextField<Label: View>: View {
    let kind: String
    let value: String
    let prompt: Text?
    let label: Label

    init(kind: String = "TextField", value: String, prompt: Text? = nil, label: Label) {
        self.kind = kind
        self.value = value
        self.prompt = prompt
        self.label = label
    }

    /// Creates a text field with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(value: text.wrappedValue, prompt: prompt, label: label())
    }

    /// Creates a text field that grows along `axis`, with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(value: text.wrappedValue, prompt: prompt, label: label())
    }

    /// Creates a text field that edits a value through a format style, with a custom label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), prompt: prompt, label: label())
    }

    /// Creates a text field that edits an optional value through a format style, with a
    /// custom label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(value: value.wrappedValue.map(format.format) ?? "", prompt: prompt, label: label())
    }

    /// Creates a text field that edits a value through a formatter, with a custom label.
    public init<V>(
        value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(value: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: label())
    }

    /// A text field has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension TextField: PrimitiveView {
    /// Under a custom style, the style's body stands in the field's place; the field it is
    /// handed (its configuration) adds the field's node where the body puts it.
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let (kind, value, prompt, label) = (kind, value, prompt, label)
        evaluator.evaluateStyled(
            TextFieldStyleKey.self, parent: parent, context: context,
            configuration: {
                TextField<_TextFieldStyleLabel>(
                    kind: kind, value: value, prompt: prompt,
                    label: _TextFieldStyleLabel(content: StyleContent(label)))
            }
        ) {
            let node = evaluator.makeNode(kind, detail: quoted(value), parent: parent, context: context)
            node.isFocusable = true
            if let prompt { node.attributes["prompt"] = prompt.string }
            evaluator.evaluate(label, parent: node, context: context.insideContainer(node))
        }
    }
}
