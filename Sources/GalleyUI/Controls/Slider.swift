/// A control for selecting a value from a bounded linear range of values.
///
/// Galley never drags a slider: the evaluated tree shows the value read through its
/// binding, then its label and value labels.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let value: String
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init(value: String, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.value = value
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Creates a slider with a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: describe(value.wrappedValue), label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with a step, a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: describe(value.wrappedValue), label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }

    /// A slider has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: describe(value.wrappedValue), label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a step and a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: describe(value.wrappedValue), label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: describe(value.wrappedValue), label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: describe(value.wrappedValue), label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Slider", detail: value, parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        if let minimumValueLabel {
            evaluator.evaluate(minimumValueLabel, parent: node, context: inner.at(".minimumValueLabel"))
        }
        if let maximumValueLabel {
            evaluator.evaluate(maximumValueLabel, parent: node, context: inner.at(".maximumValueLabel"))
        }
    }
}
