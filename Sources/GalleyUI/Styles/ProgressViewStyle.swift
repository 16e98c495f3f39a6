/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a progress view
/// below `progressViewStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view a style makes for a progress view.
    associatedtype Body: View
    /// Makes the view that stands for a progress view, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view that a `ProgressViewStyle` makes a body for.
nonisolated public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the progress view's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased label that describes the current value of a progress view.
    @MainActor @preconcurrency public struct CurrentValueLabel: View {
        let content: StyleContent
        /// A label has no body; it evaluates the current value label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// The completed fraction of the task, from 0 to 1, or nil when progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("ProgressViewStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place(
            "ProgressViewStyleConfiguration.CurrentValueLabel", in: evaluator, parent: parent, context: context)
    }
}

/// The `ProgressViewStyle` below a `progressViewStyle(_:)` modifier.
struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<ProgressViewStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for progress views in this view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".progressViewStyle", detail: resolved.description) { context, _ in
            context.environment[ProgressViewStyleKey.self] = resolved
        }
    }
}

/// The default progress view style in the current context of the view being styled.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates a default progress view style.
    public init() {}
    /// A progress view showing the configuration.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    var styleName: String { "automatic" }
}

/// A progress view that visually indicates its progress using a horizontal bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates a linear progress view style.
    public init() {}
    /// Creates a linear progress view style with a tint color (deprecated in SwiftUI).
    public init(tint: Color) {}
    /// A progress view showing the configuration.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    var styleName: String { "linear" }
}

/// The style of a progress view that uses a circular gauge to indicate the partial
/// completion of an activity.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// Creates a circular progress view style.
    public init() {}
    /// Creates a circular progress view style with a tint color (deprecated in SwiftUI).
    public init(tint: Color) {}
    /// A progress view showing the configuration.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    var styleName: String { "circular" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view style that visually indicates its progress using a horizontal bar.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view style that uses a circular gauge.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
