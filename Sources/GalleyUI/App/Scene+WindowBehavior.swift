// Scene modifiers for how windows launch, restore, zoom and are placed (macOS 15, iOS 18).
// Galley opens no real windows, so, like the sizing and styling modifiers, they leave the scene
// as it is: the values type-check and are not recorded, and a placement closure is never called.

extension Scene {
    /// Sets the default launch behavior for this scene.
    nonisolated public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
        self
    }

    /// Sets the restoration behavior for this scene.
    nonisolated public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        self
    }

    /// Specifies how windows derived from this scene should determine their size when zooming.
    nonisolated public func windowIdealSize(_ idealSize: WindowIdealSize) -> some Scene { self }

    /// Defines a function used for determining the default placement of windows. Never called
    /// here: no window is placed on a display.
    nonisolated public func defaultWindowPlacement(
        _ makePlacement: @escaping (WindowLayoutRoot, WindowPlacementContext) -> WindowPlacement
    ) -> some Scene {
        self
    }
}

/// The launch behavior for a scene.
public struct SceneLaunchBehavior: Sendable, CustomStringConvertible {
    /// The behavior's name.
    public let description: String
    /// The automatic behavior: the first scene presents itself when no other one does.
    public static let automatic = SceneLaunchBehavior(description: "automatic")
    /// The scene presents itself in the absence of any previously restored scenes.
    public static let presented = SceneLaunchBehavior(description: "presented")
    /// The scene does not present itself in the absence of any previously restored scenes.
    public static let suppressed = SceneLaunchBehavior(description: "suppressed")
}

/// The restoration behavior for a scene.
public struct SceneRestorationBehavior: Sendable, CustomStringConvertible {
    /// The behavior's name.
    public let description: String
    /// The scene's windows are restored as the platform defines.
    public static let automatic = SceneRestorationBehavior(description: "automatic")
    /// The scene's windows are not restored.
    public static let disabled = SceneRestorationBehavior(description: "disabled")
}

/// A type which defines the size a window should use when zooming.
public struct WindowIdealSize: Sendable, CustomStringConvertible {
    /// The size's name.
    public let description: String
    /// The system behavior.
    public static let automatic = WindowIdealSize(description: "automatic")
    /// The ideal size of the window's contents.
    public static let fitToContent = WindowIdealSize(description: "fitToContent")
    /// The maximum size of the window's contents.
    public static let maximum = WindowIdealSize(description: "maximum")
}

/// A type which represents a preferred size and position for a window.
public struct WindowPlacement: Sendable {
    /// The absolute position, when one was given.
    let position: CGPoint?
    /// The display-relative position, when one was given.
    let relativePosition: UnitPoint?
    /// The size, when one was given.
    let size: CGSize?

    /// Creates a new window placement with an absolute position and optional size.
    public init(_ position: CGPoint? = nil, size: CGSize? = nil) {
        self.position = position
        relativePosition = nil
        self.size = size
    }

    /// Creates a new window placement with a display-relative position, with an optional
    /// width and height.
    public init(_ position: UnitPoint, width: CGFloat? = nil, height: CGFloat? = nil) {
        self.position = nil
        relativePosition = position
        size = width.flatMap { width in height.map { CGSize(width: width, height: $0) } }
    }

    /// Creates a new window placement with an optional position and size.
    public init(x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil) {
        position = x.flatMap { x in y.map { CGPoint(x: x, y: $0) } }
        relativePosition = nil
        size = width.flatMap { width in height.map { CGSize(width: width, height: $0) } }
    }
}

/// A proxy for the content of a window being placed. Galley has none to offer: a placement
/// closure is never called.
public struct WindowLayoutRoot {
    private init() {}
}

/// Contextual information for sizing and positioning a window. Galley has none to offer: a
/// placement closure is never called.
public struct WindowPlacementContext {
    private init() {}
}
