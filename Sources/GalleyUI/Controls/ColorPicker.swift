/// A control used to select a color from the system color picker UI.
///
/// The evaluated tree shows the selected color, read through its binding, and the label.
/// Only the `Color` forms are declared: Core Graphics' `CGColor` does not exist on Linux.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: String
    let label: Label

    /// Creates a color picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue.description
        self.label = label()
    }

    /// A color picker has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("ColorPicker", detail: selection, content: label, parent: parent, context: context)
    }
}
