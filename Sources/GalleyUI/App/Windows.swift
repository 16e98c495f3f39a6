/// A scene that presents an interface for viewing and modifying an app's settings. It is
/// not open at launch, so its content is not evaluated.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A settings scene has no body.
    public var body: Never { fatalError("Settings has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(
                kind: "Settings", title: nil, environment: environment, content: content,
                opensAtLaunch: false))
    }
}

/// A scene that presents its content in a single, unique window. It opens at launch when it
/// is the first window scene.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let title: String
    let content: Content

    /// Creates a window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.content = content()
    }
    /// Creates a window with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.string
        self.content = content()
    }
    /// Creates a window with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A window has no body.
    public var body: Never { fatalError("Window has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(kind: "Window", title: title, environment: environment, content: content))
    }
}

/// A specialized window scene that provides secondary utility to the content of the main
/// scenes of an app. Not open at launch.
public struct UtilityWindow<Content: View>: Scene, PrimitiveScene {
    let title: String
    let content: Content

    /// Creates a utility window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.content = content()
    }
    /// Creates a utility window with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.string
        self.content = content()
    }
    /// Creates a utility window with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A utility window has no body.
    public var body: Never { fatalError("UtilityWindow has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(
                kind: "UtilityWindow", title: title, environment: environment, content: content,
                opensAtLaunch: false))
    }
}
