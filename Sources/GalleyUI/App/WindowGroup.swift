/// A scene that presents a group of identically structured windows. The runtime opens one
/// window of the first window group at launch; it is the key window. A group that presents
/// data (`for:`) opens with no value (nil) or with its default value.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: String?
    let content: Content

    init(title: String?, content: Content) {
        self.title = title
        self.content = content
    }

    /// A window group has no body.
    public var body: Never { fatalError("WindowGroup has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(kind: "WindowGroup", title: title, environment: environment, content: content))
    }
}

extension WindowGroup {
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, content: content())
    }
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, content: content())
    }
    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, content: content())
    }
    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, content: content())
    }
    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.string, content: content())
    }
    /// Creates a window group with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.string, content: content())
    }
    /// Creates a window group with a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), content: content())
    }
    /// Creates a window group with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), content: content())
    }
}

extension WindowGroup {
    /// Creates a window group whose content is made by a closure (watchOS). The closure is
    /// called once, when the scene is created.
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: nil, content: makeContent())
    }

    /// Creates a window group with a text view title whose content is made by a closure.
    public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: title.string, content: makeContent())
    }
}
