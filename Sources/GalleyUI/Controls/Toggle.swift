/// A control that toggles between on and off states.
///
/// Galley never flips a toggle: the evaluated tree shows the state read through its binding
/// (`on`, `off`, or `mixed` for a toggle over several sources that disagree) and its label.
/// Under a custom `toggleStyle(_:)`, the style's body is evaluated in place of the label.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let isMixed: Bool
    let label: Label
    /// `on`, `off` or `mixed`, read when the toggle is made (while its container's body
    /// runs, so an observed model's property read here is tracked).
    let state: String

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, isMixed: false, label: label())
    }

    init(isOn: Binding<Bool>, isMixed: Bool, label: Label) {
        self.isOn = isOn
        self.isMixed = isMixed
        self.label = label
        state = isMixed ? "mixed" : isOn.wrappedValue ? "on" : "off"
    }

    /// Creates a toggle representing a collection of values, with a custom label; it is on
    /// when every source is on, and mixed when they disagree.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let combined = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in bindings.forEach { $0.wrappedValue = value } })
        self.init(isOn: combined, isMixed: Set(bindings.map(\.wrappedValue)).count > 1, label: label())
    }

    /// A toggle has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, isMixed: configuration.isMixed, label: configuration.label)
    }
}

extension Toggle: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Toggle", detail: state, parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (isOn, isMixed, label) = (isOn, isMixed, label)
        evaluator.evaluateStyled(
            ToggleStyleKey.self, parent: node, context: inner,
            configuration: {
                ToggleStyleConfiguration(
                    label: .init(content: StyleContent(label)), isOn: isOn, isMixed: isMixed)
            }
        ) {
            evaluator.evaluate(label, parent: node, context: inner)
        }
    }
}
