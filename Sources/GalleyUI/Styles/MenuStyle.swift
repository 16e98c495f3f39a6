/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a menu below
/// `menuStyle(_:)` is evaluated; a style usually wraps `Menu(configuration)`.
@MainActor @preconcurrency public protocol MenuStyle {
    /// The view a style makes for a menu.
    associatedtype Body: View
    /// Makes the view that stands for a menu, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu; pass it to `Menu(_:)` in a style's body.
nonisolated public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the menu's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A type-erased content of a menu.
    @MainActor @preconcurrency public struct Content: View {
        let content: StyleContent
        /// The content has no body; it evaluates the menu's items where the style puts them.
        public var body: Never { primitiveBody(Self.self) }
    }

    let label: Label
    let content: Content
}

extension MenuStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("MenuStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

extension MenuStyleConfiguration.Content: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("MenuStyleConfiguration.Content", in: evaluator, parent: parent, context: context)
    }
}

/// The `MenuStyle` below a `menuStyle(_:)` modifier.
struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<MenuStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for menus within this view.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".menuStyle", detail: resolved.description) { context, _ in
            context.environment[MenuStyleKey.self] = resolved
        }
    }
}

/// The default menu style, based on the menu's context.
nonisolated public struct DefaultMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates a default menu style.
    public init() {}
    /// The menu itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
    var styleName: String { "automatic" }
}

/// A menu style that displays a button that toggles the display of the menu's contents.
nonisolated public struct ButtonMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates a button menu style.
    public init() {}
    /// The menu itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
    var styleName: String { "button" }
}

/// A menu style that displays a borderless button (deprecated in SwiftUI in favour of
/// `.button` with a borderless button style).
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates a borderless button menu style.
    public init() {}
    /// Creates a borderless button menu style, specifying whether to show a visual indicator
    /// (macOS).
    public init(showsMenuIndicator: Bool) {}
    /// The menu itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
    var styleName: String { "borderlessButton" }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents.
    nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button.
    nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style that displays a bordered button that toggles the display of the menu's
/// contents when pressed (macOS; deprecated in SwiftUI in favour of `.button` with a bordered
/// button style).
nonisolated public struct BorderedButtonMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates a bordered button menu style.
    public init() {}
    /// The menu itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
    var styleName: String { "borderedButton" }
}

extension MenuStyle where Self == BorderedButtonMenuStyle {
    /// A menu style that displays a bordered button (macOS).
    @MainActor @preconcurrency public static var borderedButton: BorderedButtonMenuStyle { BorderedButtonMenuStyle() }
}
