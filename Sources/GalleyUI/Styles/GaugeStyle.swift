/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a gauge below
/// `gaugeStyle(_:)` is evaluated; `value` is the gauge's value as a fraction of its range.
@MainActor @preconcurrency public protocol GaugeStyle {
    /// The view a style makes for a gauge.
    associatedtype Body: View
    /// Makes the view that stands for a gauge, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a gauge.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge that a `GaugeStyle` makes a body for.
nonisolated public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the gauge's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased value label of a gauge that contains the current value.
    @MainActor @preconcurrency public struct CurrentValueLabel: View {
        let content: StyleContent
        /// A label has no body; it evaluates the gauge's current value label.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    @MainActor @preconcurrency public struct MinimumValueLabel: View {
        let content: StyleContent
        /// A label has no body; it evaluates the gauge's minimum value label.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    @MainActor @preconcurrency public struct MaximumValueLabel: View {
        let content: StyleContent
        /// A label has no body; it evaluates the gauge's maximum value label.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// The current value of the gauge, as a fraction of its range from 0 to 1.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("GaugeStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

extension GaugeStyleConfiguration.CurrentValueLabel: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("GaugeStyleConfiguration.CurrentValueLabel", in: evaluator, parent: parent, context: context)
    }
}

extension GaugeStyleConfiguration.MinimumValueLabel: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("GaugeStyleConfiguration.MinimumValueLabel", in: evaluator, parent: parent, context: context)
    }
}

extension GaugeStyleConfiguration.MaximumValueLabel: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("GaugeStyleConfiguration.MaximumValueLabel", in: evaluator, parent: parent, context: context)
    }
}

/// The `GaugeStyle` below a `gaugeStyle(_:)` modifier.
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<GaugeStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for gauges within this view.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".gaugeStyle", detail: resolved.description) { context, _ in
            context.environment[GaugeStyleKey.self] = resolved
        }
    }
}
