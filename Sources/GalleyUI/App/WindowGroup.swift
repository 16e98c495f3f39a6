/// A scene that presents a group of identically structured windows. The runtime opens one
/// window of the first window group at launch; it is the key window.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: String?
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }
    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.content = content()
    }
    /// Creates a window group with a title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.content = content()
    }
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }
    /// Creates a window group with a title from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A window group has no body.
    public var body: Never { fatalError("WindowGroup has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(kind: "WindowGroup", title: title, environment: environment, content: content))
    }
}

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
            .init(kind: "Settings", title: nil, environment: environment, content: content))
    }
}

/// A scene that presents its content in a single, unique window.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let title: String
    let content: Content
    /// Creates a window with a title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved
        self.content = content()
    }
    /// A window has no body.
    public var body: Never { fatalError("Window has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(kind: "Window", title: title, environment: environment, content: content))
    }
}

/// A scene with a modifier applied: an environment write or commands.
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let apply: @MainActor (SceneCollector, inout EnvironmentValues) -> Void
    /// A modified scene has no body.
    public var body: Never { fatalError("ModifiedScene has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        var environment = environment
        apply(collector, &environment)
        collector.collect(content, environment: environment)
    }
}

extension Scene {
    /// Sets the environment value of the specified key path to the given value for the
    /// scene's windows and commands.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some Scene
    {
        ModifiedScene(content: self) { _, environment in environment[keyPath: keyPath] = value }
    }
    /// Places an observable object in the scene's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(content: self) { _, environment in environment[objectType: T.self] = object }
    }
    /// Adds commands to the scene; they are evaluated after the key window.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return ModifiedScene(content: self) { collector, environment in
            collector.commands.append(.init(environment: environment, commands: commands))
        }
    }
    /// Sets a default size for a window; inert.
    public func defaultSize(width: Double, height: Double) -> some Scene { self }
}
