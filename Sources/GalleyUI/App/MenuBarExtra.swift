/// A scene that renders itself as a persistent control in the system menu bar. Its menu is
/// not open at launch, so its content is not evaluated.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    let title: String?
    let content: Content

    init(title: String?, content: Content) {
        self.title = title
        self.content = content
    }

    /// Creates a menu bar extra with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, content: content())
    }

    /// Creates a menu bar extra with a custom label, inserted while the binding is true.
    public init(
        isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(title: nil, content: content())
    }

    /// A menu bar extra has no body.
    public var body: Never { fatalError("MenuBarExtra has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(
                kind: "MenuBarExtra", title: title, environment: environment, content: content,
                opensAtLaunch: false))
    }
}

extension MenuBarExtra where Label == Text {
    /// Creates a menu bar extra with a localized title as its label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, content: content())
    }
    /// Creates a menu bar extra with a title string as its label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), content: content())
    }
    /// Creates a menu bar extra with a localized title as its label, inserted while the
    /// binding is true.
    public init(
        _ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.resolved, content: content())
    }
}

extension MenuBarExtra where Label == GalleyUI.Label<Text, Image> {
    /// Creates a menu bar extra with a localized title and a system image as its label.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.resolved, content: content())
    }
    /// Creates a menu bar extra with a title string and a system image as its label.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), content: content())
    }
    /// Creates a menu bar extra with a localized title and an image as its label.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, content: content())
    }
    /// Creates a menu bar extra with a localized title and a system image, inserted while the
    /// binding is true.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.resolved, content: content())
    }
}

/// A specification for the appearance and behavior of a menu bar extra scene.
public protocol MenuBarExtraStyle: Sendable {}

/// A menu bar extra style known by name.
public struct NamedMenuBarExtraStyle: MenuBarExtraStyle, CustomStringConvertible {
    /// The style's name.
    public let description: String
}

/// The default menu bar extra style.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle, CustomStringConvertible {
    /// Creates an automatic menu bar extra style.
    public init() {}
    /// `automatic`.
    public var description: String { "automatic" }
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The default menu bar extra style.
    public static var automatic: AutomaticMenuBarExtraStyle { .init() }
}

extension MenuBarExtraStyle where Self == NamedMenuBarExtraStyle {
    /// A menu bar extra style that renders its contents as a menu.
    public static var menu: NamedMenuBarExtraStyle { .init(description: "menu") }
    /// A menu bar extra style that renders its contents in a popover-like window.
    public static var window: NamedMenuBarExtraStyle { .init(description: "window") }
}

extension MenuBarExtra where Label == GalleyUI.Label<Text, Image> {
    /// Creates a menu bar extra with a localized title and an image as its label, inserted
    /// while the binding is true.
    public init(
        _ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.resolved, content: content())
    }

    /// Creates a menu bar extra with a localized title and an image resource as its label,
    /// inserted while the binding is true.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, isInserted: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.resolved, content: content())
    }
}
