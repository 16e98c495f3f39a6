/// A type that specifies the appearance and interaction of disclosure groups within a view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a disclosure group
/// below `disclosureGroupStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    /// The view a style makes for a disclosure group.
    associatedtype Body: View
    /// Makes the view that stands for a disclosure group, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a disclosure group.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group that a `DisclosureGroupStyle` makes a body for.
nonisolated public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the group's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased content of a disclosure group.
    @MainActor @preconcurrency public struct Content: View {
        let content: StyleContent
        /// The content has no body; it evaluates the group's content where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("DisclosureGroupStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

extension DisclosureGroupStyleConfiguration.Content: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("DisclosureGroupStyleConfiguration.Content", in: evaluator, parent: parent, context: context)
    }
}

/// The `DisclosureGroupStyle` below a `disclosureGroupStyle(_:)` modifier.
struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<DisclosureGroupStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".disclosureGroupStyle", detail: resolved.description) { context, _ in
            context.environment[DisclosureGroupStyleKey.self] = resolved
        }
    }
}

/// A disclosure group style that resolves its appearance automatically based on the current context.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    /// The disclosure group itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration) }
    var styleName: String { "automatic" }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically.
    nonisolated public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
