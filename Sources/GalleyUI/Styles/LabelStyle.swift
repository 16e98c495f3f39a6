/// A type that applies a custom appearance to all labels within a view.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a label below
/// `labelStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol LabelStyle {
    /// The view a style makes for a label.
    associatedtype Body: View
    /// Makes the view that stands for a label, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label that a `LabelStyle` makes a body for.
nonisolated public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    @MainActor @preconcurrency public struct Title: View {
        let content: StyleContent
        /// A title has no body; it evaluates the label's title where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased icon view of a label.
    @MainActor @preconcurrency public struct Icon: View {
        let content: StyleContent
        /// An icon has no body; it evaluates the label's icon where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("LabelStyleConfiguration.Title", in: evaluator, parent: parent, context: context)
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("LabelStyleConfiguration.Icon", in: evaluator, parent: parent, context: context)
    }
}

/// The `LabelStyle` below a `labelStyle(_:)` modifier.
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<LabelStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for labels within this view.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".labelStyle", detail: resolved.description) { context, _ in
            context.environment[LabelStyleKey.self] = resolved
        }
    }
}

/// The default label style in the current context.
nonisolated public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates an automatic label style.
    public init() {}
    /// The label's title and icon.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
    }
    var styleName: String { "automatic" }
}

/// A label style that only displays the title of the label.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates a title-only label style.
    public init() {}
    /// The label's title.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.title }
    var styleName: String { "titleOnly" }
}

/// A label style that only displays the icon of the label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates an icon-only label style.
    public init() {}
    /// The label's icon.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
    var styleName: String { "iconOnly" }
}

/// A label style that shows both the title and icon of the label.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}
    /// The label's title and icon.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
    }
    var styleName: String { "titleAndIcon" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance from the context.
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
