/// The appearance and behavior of a labeled content instance.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever labeled content
/// below `labeledContentStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol LabeledContentStyle {
    /// The view a style makes for labeled content.
    associatedtype Body: View
    /// Makes the view that stands for labeled content, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of labeled content.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
nonisolated public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased content of a labeled content instance.
    @MainActor @preconcurrency public struct Content: View {
        let content: StyleContent
        /// The content has no body; it evaluates the value where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("LabeledContentStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

extension LabeledContentStyleConfiguration.Content: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("LabeledContentStyleConfiguration.Content", in: evaluator, parent: parent, context: context)
    }
}

/// The `LabeledContentStyle` below a `labeledContentStyle(_:)` modifier.
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<LabeledContentStyleConfiguration>? { nil }
}

extension View {
    /// Sets a style for labeled content.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".labeledContentStyle", detail: resolved.description) { context, _ in
            context.environment[LabeledContentStyleKey.self] = resolved
        }
    }
}

/// The default labeled content style.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    /// The labeled content itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
    var styleName: String { "automatic" }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically.
    nonisolated public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
