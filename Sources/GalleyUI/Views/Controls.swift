// Controls bound to state. Galley never edits them; the evaluated tree shows the value each
// one displays, read through its binding.

/// A control that toggles between on and off states.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "Toggle", detail: isOn.wrappedValue ? "on" : "off", content: label, parent: parent,
            context: context)
    }
}

/// A control that displays an editable text interface.
nonisolated public struct TextField<Label: View>: View {
    let kind: String
    let value: String
    let label: Label

    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.init(kind: "TextField", value: text.wrappedValue, label: Text(titleKey))
    }
    /// Creates a text field with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
    where Label == Text {
        self.init(kind: "TextField", value: text.wrappedValue, label: Text(titleKey))
    }
    /// Creates a text field that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis)
    where Label == Text {
        self.init(kind: "TextField", value: text.wrappedValue, label: Text(titleKey))
    }
    /// Creates a text field with a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.init(kind: "TextField", value: text.wrappedValue, label: Text(title))
    }
    /// Creates a text field that edits a value through a format style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F
    )
    where Label == Text, F.FormatOutput == String {
        self.init(kind: "TextField", value: format.format(value.wrappedValue), label: Text(titleKey))
    }

    init(kind: String, value: String, label: Label) {
        self.kind = kind
        self.value = value
        self.label = label
    }

    /// A text field has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension TextField: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(kind, detail: quoted(value), parent: parent, context: context)
        node.isFocusable = true
        evaluator.evaluate(label, parent: node, context: context.insideContainer(node))
    }
}

/// A control into which people securely enter private text; the tree shows one dot per character.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        field = TextField(
            kind: "SecureField", value: String(repeating: "•", count: text.wrappedValue.count),
            label: Text(titleKey))
    }
    /// A secure field has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension SecureField: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        field.evaluate(in: evaluator, parent: parent, context: context)
    }
}

/// A view that can display and edit long-form text.
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

/// A control for selecting from a set of mutually exclusive values.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// Creates a picker that generates its label from a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(
            "Picker", detail: "selection: \(describe(selection.wrappedValue))", parent: parent,
            context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
    }
}

/// A control that performs increment and decrement actions.
nonisolated public struct Stepper<Label: View>: View {
    let value: String
    let label: Label
    /// Creates a stepper over a range of values.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    )
    where Label == Text {
        self.value = describe(value.wrappedValue)
        label = Text(titleKey)
    }
    /// Creates a stepper with a custom label.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label
    ) {
        self.value = describe(value.wrappedValue)
        self.label = label()
    }
    /// A stepper has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Stepper: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("Stepper", detail: value, content: label, parent: parent, context: context)
    }
}

/// A control for selecting a value from a bounded linear range of values.
nonisolated public struct Slider: View {
    let value: String
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
    where V.Stride: BinaryFloatingPoint {
        self.value = describe(value.wrappedValue)
    }
    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// with a label (recorded by value only; the label is not evaluated).
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = describe(value.wrappedValue)
    }
    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = describe(value.wrappedValue)
    }
    /// A slider has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Slider: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("Slider", detail: value, parent: parent, context: context)
    }
}

/// A control used to select a color from the system color picker UI.
nonisolated public struct ColorPicker: View {
    let title: String
    let selection: Binding<Color>
    /// Creates a color picker with a text label generated from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
    ) {
        title = titleKey.resolved
        self.selection = selection
    }
    /// A color picker has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ColorPicker: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf(
            "ColorPicker", detail: "\(quoted(title)) \(selection.wrappedValue)", parent: parent,
            context: context)
    }
}

/// A view that shows the progress toward completion of a task.
nonisolated public struct ProgressView: View {
    let detail: String?
    /// Creates a progress view for showing indeterminate progress.
    public init() { detail = nil }
    /// Creates an indeterminate progress view with a title.
    public init(_ titleKey: LocalizedStringKey) { detail = quoted(titleKey.resolved) }
    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        detail = value.map { "\($0)/\(total)" }
    }
    /// A progress view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("ProgressView", detail: detail, parent: parent, context: context)
    }
}
