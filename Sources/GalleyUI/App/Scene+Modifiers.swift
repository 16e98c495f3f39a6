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

/// The default window style.
public struct DefaultWindowStyle: WindowStyle, CustomStringConvertible {
    /// Creates the default window style.
    public init() {}
    /// `automatic`.
    public var description: String { "automatic" }
}

/// Windows without a visible title or title bar (`.hiddenTitleBar`).
public struct HiddenTitleBarWindowStyle: WindowStyle, CustomStringConvertible {
    /// Creates a hidden title bar window style.
    public init() {}
    /// `hiddenTitleBar`.
    public var description: String { "hiddenTitleBar" }
}

/// Windows with their title bar shown (`.titleBar`).
public struct TitleBarWindowStyle: WindowStyle, CustomStringConvertible {
    /// Creates a title bar window style.
    public init() {}
    /// `titleBar`.
    public var description: String { "titleBar" }
}

/// The plain window style: no window chrome.
public struct PlainWindowStyle: WindowStyle, CustomStringConvertible {
    /// Creates a plain window style.
    public init() {}
    /// `plain`.
    public var description: String { "plain" }
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style.
    public static var automatic: DefaultWindowStyle { .init() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// Windows without a visible title or title bar (`.hiddenTitleBar`).
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { .init() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// Windows with their title bar shown (`.titleBar`).
    public static var titleBar: TitleBarWindowStyle { .init() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// The plain window style.
    public static var plain: PlainWindowStyle { .init() }
}

/// A specification for the appearance and behavior of a window's toolbar.
public protocol WindowToolbarStyle: Sendable {}

/// The default window toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
    /// Creates a default window toolbar style.
    public init() {}
    /// `automatic`.
    public var description: String { "automatic" }
}

/// The title bar above the toolbar (`.expanded`).
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
    /// Creates an expanded window toolbar style.
    public init() {}
    /// `expanded`.
    public var description: String { "expanded" }
}

/// Title and toolbar on one row (`.unified`).
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
    let showsTitle: Bool
    /// Creates a unified window toolbar style.
    public init() { showsTitle = true }
    /// Creates a unified window toolbar style that shows its title or not.
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
    /// `unified`, with `showsTitle: false` when the title is hidden.
    public var description: String { showsTitle ? "unified" : "unified(showsTitle: false)" }
}

/// Title and toolbar on one shorter row (`.unifiedCompact`).
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
    let showsTitle: Bool
    /// Creates a unified compact window toolbar style.
    public init() { showsTitle = true }
    /// Creates a unified compact window toolbar style that shows its title or not.
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
    /// `unifiedCompact`, with `showsTitle: false` when the title is hidden.
    public var description: String {
        showsTitle ? "unifiedCompact" : "unifiedCompact(showsTitle: false)"
    }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The automatic window toolbar style.
    public static var automatic: DefaultWindowToolbarStyle { .init() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title bar above the toolbar.
    public static var expanded: ExpandedWindowToolbarStyle { .init() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// Title and toolbar on one row.
    public static var unified: UnifiedWindowToolbarStyle { .init() }
    /// Title and toolbar on one row, the title shown or not.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
        .init(showsTitle: showsTitle)
    }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// Title and toolbar on one shorter row.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { .init() }
    /// Title and toolbar on one shorter row, the title shown or not.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        .init(showsTitle: showsTitle)
    }
}
