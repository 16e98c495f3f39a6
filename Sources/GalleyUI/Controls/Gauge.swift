/// A view that shows a value within a range.
///
/// The evaluated tree shows the value and its bounds (`0.4 in 0.0...1.0`), then the label,
/// the current value label, the bounds labels and the marked value labels. Under a custom
/// `gaugeStyle(_:)`, the style's body is evaluated with them in its configuration.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
    let detail: String
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?

    /// Creates a gauge representing a value within a range, with every kind of label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: markedValueLabels())
    }

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel? = nil,
        minimumValueLabel: BoundsLabel? = nil, maximumValueLabel: BoundsLabel? = nil,
        markedValueLabels: MarkedValueLabels? = nil
    ) {
        detail = "\(value) in \(bounds)"
        let width = bounds.upperBound - bounds.lowerBound
        fraction =
            width == 0 ? 0 : Double((min(max(value, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound) / width)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// A gauge has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with labels for the current,
    /// minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge showing a value within a range, with a current value label and
    /// labels for marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            markedValueLabels: markedValueLabels())
    }
}

extension Gauge: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Gauge", detail: detail, parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluateStyled(
            GaugeStyleKey.self, parent: node, context: inner,
            configuration: {
                GaugeStyleConfiguration(
                    value: fraction, label: .init(content: StyleContent(label)),
                    currentValueLabel: currentValueLabel.map { .init(content: StyleContent($0)) },
                    minimumValueLabel: minimumValueLabel.map { .init(content: StyleContent($0)) },
                    maximumValueLabel: maximumValueLabel.map { .init(content: StyleContent($0)) })
            }
        ) {
            evaluator.evaluate(label, parent: node, context: inner.at(".label"))
            let parts: [(String, (any View)?)] = [
                (".currentValueLabel", currentValueLabel), (".minimumValueLabel", minimumValueLabel),
                (".maximumValueLabel", maximumValueLabel), (".markedValueLabels", markedValueLabels),
            ]
            for case (let position, let part?) in parts {
                evaluator.evaluate(AnyView(part), parent: node, context: inner.at(position))
            }
        }
    }
}
