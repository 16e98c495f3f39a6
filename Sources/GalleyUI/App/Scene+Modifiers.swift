// Scene modifiers. Environment writes and commands reach the scene's windows and menus;
// window sizing, placement and styling are recorded nowhere (a window's frame is not
// modelled) and leave the scene as it is.

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

    /// Replaces all the commands for the scene with the given commands.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
        -> some Scene
    {
        commands(content: content)
    }

    /// Removes all the system-provided commands for the scene. Galley provides none.
    public func commandsRemoved() -> some Scene { self }

    /// Sets a default width and height for a window.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// Sets a default size for a window.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// Sets a default position for a window.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }

    /// Sets the kind of resizability to use for a window.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// Sets the style for windows created by this scene.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

    /// Sets the style for the toolbar defined within this scene.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }

    /// Sets the style for menu bar extra created by this scene.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { self }

    /// Specifies the external events for which SwiftUI opens a new instance of the scene.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    /// The default store used by `AppStorage` contained within the scene and its view content.
    /// Galley keeps app storage in memory, so the store is not used.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
}

/// The resizability of a window.
public struct WindowResizability: Sendable, CustomStringConvertible {
    /// The resizability's name.
    public let description: String
    /// The automatic window resizability.
    public static var automatic: WindowResizability { .init(description: "automatic") }
    /// A window resizability that's derived from the window's content.
    public static var contentSize: WindowResizability { .init(description: "contentSize") }
    /// A window resizability that's partially derived from the window's content.
    public static var contentMinSize: WindowResizability { .init(description: "contentMinSize") }
}

/// A specification for the appearance and interaction of a window.
public protocol WindowStyle: Sendable {}

/// A window style known by name.
public struct NamedWindowStyle: WindowStyle, CustomStringConvertible {
    /// The style's name.
    public let description: String
}

/// The default window style.
public struct DefaultWindowStyle: WindowStyle, CustomStringConvertible {
    /// Creates the default window style.
    public init() {}
    /// `automatic`.
    public var description: String { "automatic" }
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style.
    public static var automatic: DefaultWindowStyle { .init() }
}

extension WindowStyle where Self == NamedWindowStyle {
    /// A window style which hides both the window's title and the backing of the titlebar area.
    public static var hiddenTitleBar: NamedWindowStyle { .init(description: "hiddenTitleBar") }
    /// A window style which displays the title bar section of the window.
    public static var titleBar: NamedWindowStyle { .init(description: "titleBar") }
    /// A window style that draws no window chrome.
    public static var plain: NamedWindowStyle { .init(description: "plain") }
}

/// A specification for the appearance and behavior of a window's toolbar.
public protocol WindowToolbarStyle: Sendable {}

/// A window toolbar style known by name.
public struct NamedWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
    /// The style's name.
    public let description: String
}

extension WindowToolbarStyle where Self == NamedWindowToolbarStyle {
    /// The default window toolbar style.
    public static var automatic: NamedWindowToolbarStyle { .init(description: "automatic") }
    /// A window toolbar style which displays the title bar section above the toolbar.
    public static var expanded: NamedWindowToolbarStyle { .init(description: "expanded") }
    /// A window toolbar style which displays the title bar section inline with the toolbar.
    public static var unified: NamedWindowToolbarStyle { .init(description: "unified") }
    /// A window toolbar style which displays the title inline with the toolbar, or not.
    public static func unified(showsTitle: Bool) -> NamedWindowToolbarStyle {
        .init(description: "unified(showsTitle: \(showsTitle))")
    }
    /// A window toolbar style with a more compact toolbar.
    public static var unifiedCompact: NamedWindowToolbarStyle { .init(description: "unifiedCompact") }
    /// A compact window toolbar style that shows the title or not.
    public static func unifiedCompact(showsTitle: Bool) -> NamedWindowToolbarStyle {
        .init(description: "unifiedCompact(showsTitle: \(showsTitle))")
    }
}
