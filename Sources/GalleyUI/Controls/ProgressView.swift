import Foundation

/// A view that shows the progress toward completion of a task.
///
/// The evaluated tree shows the fraction completed (`0.4/1.0`), or nothing for
/// indeterminate progress, then the label and the current value label. Under a custom
/// `progressViewStyle(_:)`, the style's body is evaluated with them in its configuration.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let detail: String?
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(
        detail: String?, fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?
    ) {
        self.detail = detail
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.init(
            detail: value.map { "\($0)/\(total)" },
            fractionCompleted: value.map { total == 0 ? 0 : Double($0 / total) }, label: label,
            currentValueLabel: currentValueLabel)
    }

    /// Creates a progress view showing a determinate value, with a label and a current
    /// value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view for a timer interval, with a label and a current value
    /// label; the tree shows the interval.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            detail: Text(timerInterval).string, fractionCompleted: nil, label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// A progress view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(detail: nil, fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(detail: nil, fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a localized string key.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(detail: nil, fractionCompleted: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(detail: nil, fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for visualizing the given progress instance.
    public init(_ progress: Progress) where Label == EmptyView {
        self.init(
            detail: "\(progress.completedUnitCount)/\(progress.totalUnitCount)",
            fractionCompleted: progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for a timer interval, with a custom label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            detail: Text(timerInterval).string, fractionCompleted: nil, label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval))
    }

    /// Creates a progress view for a timer interval, without a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        self.init(
            detail: Text(timerInterval).string, fractionCompleted: nil, label: nil,
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval))
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// Creates a progress view based on a style configuration.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            detail: configuration.fractionCompleted.map { "\($0)/1.0" },
            fractionCompleted: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("ProgressView", detail: detail, parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (fraction, label, currentValueLabel) = (fractionCompleted, label, currentValueLabel)
        evaluator.evaluateStyled(
            ProgressViewStyleKey.self, parent: node, context: inner,
            configuration: {
                ProgressViewStyleConfiguration(
                    fractionCompleted: fraction, label: label.map { .init(content: StyleContent($0)) },
                    currentValueLabel: currentValueLabel.map { .init(content: StyleContent($0)) })
            }
        ) {
            if let label { evaluator.evaluate(label, parent: node, context: inner.at(".label")) }
            if let currentValueLabel {
                evaluator.evaluate(currentValueLabel, parent: node, context: inner.at(".currentValueLabel"))
            }
        }
    }
}
