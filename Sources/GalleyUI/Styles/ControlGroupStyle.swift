/// Defines the implementation of all control groups within a view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a control group
/// below `controlGroupStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol ControlGroupStyle {
    /// The view a style makes for a control group.
    associatedtype Body: View
    /// Makes the view that stands for a control group, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
nonisolated public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    @MainActor @preconcurrency public struct Content: View {
        let content: StyleContent
        /// The content has no body; it evaluates the group's controls where the style puts them.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased label of a control group.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the group's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

extension ControlGroupStyleConfiguration.Content: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("ControlGroupStyleConfiguration.Content", in: evaluator, parent: parent, context: context)
    }
}

extension ControlGroupStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("ControlGroupStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

/// The `ControlGroupStyle` below a `controlGroupStyle(_:)` modifier.
struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<ControlGroupStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for control groups within this view.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".controlGroupStyle", detail: resolved.description) { context, _ in
            context.environment[ControlGroupStyleKey.self] = resolved
        }
    }
}

/// The default control group style.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// Creates an automatic control group style.
    public init() {}
    /// The control group itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
    var styleName: String { "automatic" }
}

/// The navigation control group style.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// Creates a navigation control group style.
    public init() {}
    /// The control group itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
    var styleName: String { "navigation" }
}

/// A control group style that presents its content as a palette.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// Creates a palette control group style.
    public init() {}
    /// The control group itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
    var styleName: String { "palette" }
}

/// A control group style that presents its content as a menu.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// Creates a menu control group style.
    public init() {}
    /// The control group itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
    var styleName: String { "menu" }
}

/// A control group style that presents its content as a compact menu.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// Creates a compact menu control group style.
    public init() {}
    /// The control group itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
    var styleName: String { "compactMenu" }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    nonisolated public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    nonisolated public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    nonisolated public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu.
    nonisolated public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu.
    nonisolated public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
