/// A button that displays a menu containing a list of choices when pressed (macOS;
/// deprecated in SwiftUI in favour of `Menu`).
///
/// The tree shows the button with its label, then its items, evaluated in order as a menu's
/// are; none is ever chosen.
nonisolated public struct MenuButton<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a menu button with a custom label.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// A menu button has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension MenuButton where Label == Text {
    /// Creates a menu button with a label made from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates a menu button with a label made from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension MenuButton: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode("MenuButton", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
    }
}

/// A custom specification for the appearance and interaction of menu buttons (macOS;
/// deprecated in SwiftUI in favour of `MenuStyle`). Only the built-in styles conform.
public protocol MenuButtonStyle {
    /// The style's name, as `menuButtonStyle(_:)` records it.
    var _styleName: String { get }
}

/// The default style for menu buttons.
public struct DefaultMenuButtonStyle: MenuButtonStyle {
    /// Creates a default menu button style.
    public init() {}
    /// `default`.
    public var _styleName: String { "default" }
}

/// A menu button style that displays a button that toggles the display of a pull-down menu.
public struct PullDownMenuButtonStyle: MenuButtonStyle {
    /// Creates a pull-down menu button style.
    public init() {}
    /// `pullDown`.
    public var _styleName: String { "pullDown" }
}

/// A menu button style that displays a borderless button that toggles the display of a
/// menu.
public struct BorderlessButtonMenuButtonStyle: MenuButtonStyle {
    /// Creates a borderless button menu button style.
    public init() {}
    /// `borderlessButton`.
    public var _styleName: String { "borderlessButton" }
}

/// A menu button style that displays a borderless button that toggles the display of a
/// pull-down menu.
public struct BorderlessPullDownMenuButtonStyle: MenuButtonStyle {
    /// Creates a borderless pull-down menu button style.
    public init() {}
    /// `borderlessPullDown`.
    public var _styleName: String { "borderlessPullDown" }
}

extension View {
    /// Sets the style for menu buttons within this view. Recorded.
    nonisolated public func menuButtonStyle<S: MenuButtonStyle>(_ style: S) -> some View {
        inert(".menuButtonStyle", style._styleName)
    }
}
