/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a group box below
/// `groupBoxStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// The view a style makes for a group box.
    associatedtype Body: View
    /// Makes the view that stands for a group box, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a group box.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box that a `GroupBoxStyle` makes a body for.
nonisolated public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the group box's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased content of a group box.
    @MainActor @preconcurrency public struct Content: View {
        let content: StyleContent
        /// The content has no body; it evaluates the group box's content where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("GroupBoxStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

extension GroupBoxStyleConfiguration.Content: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("GroupBoxStyleConfiguration.Content", in: evaluator, parent: parent, context: context)
    }
}

/// The `GroupBoxStyle` below a `groupBoxStyle(_:)` modifier.
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<GroupBoxStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for group boxes within this view.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".groupBoxStyle", detail: resolved.description) { context, _ in
            context.environment[GroupBoxStyleKey.self] = resolved
        }
    }
}

/// The default style for group box views.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
    /// Creates a default group box style.
    public init() {}
    /// The group box itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
    var styleName: String { "automatic" }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
