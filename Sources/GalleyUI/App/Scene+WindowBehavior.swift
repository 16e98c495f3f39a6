// Scene modifiers for how windows launch, restore, zoom and are placed (macOS 15, iOS 18).
// Galley opens no real windows, so, like the sizing and styling modifiers, they leave the scene
// as it is: the values type-check and are not recorded, and a placement closure is never called.

extension Scene {
    /// Whether the scene's window opens at launch when nothing was restored.
    nonisolated public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
        self
    }

    /// Whether the scene's windows come back when the app is relaunched.
    nonisolated public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        self
    }

    /// The size a window of this scene takes when it is zoomed.
    nonisolated public func windowIdealSize(_ idealSize: WindowIdealSize) -> some Scene { self }

    /// A closure that would place each new window of the scene; never called here, as no window
    /// is placed on a display.
    nonisolated public func defaultWindowPlacement(
        _ makePlacement: @escaping (WindowLayoutRoot, WindowPlacementContext) -> WindowPlacement
    ) -> some Scene {
        self
    }
}

/// Whether a scene opens a window at launch (`defaultLaunchBehavior(_:)`).
public struct SceneLaunchBehavior: Sendable, CustomStringConvertible {
    /// The behavior's name.
    public let description: String
    /// The platform decides.
    public static let automatic = SceneLaunchBehavior(description: "automatic")
    /// A window opens at launch when none was restored.
    public static let presented = SceneLaunchBehavior(description: "presented")
    /// No window opens at launch unless one was restored.
    public static let suppressed = SceneLaunchBehavior(description: "suppressed")
}

/// Whether a scene's windows are restored (`restorationBehavior(_:)`).
public struct SceneRestorationBehavior: Sendable, CustomStringConvertible {
    /// The behavior's name.
    public let description: String
    /// The platform decides.
    public static let automatic = SceneRestorationBehavior(description: "automatic")
    /// Nothing is restored.
    public static let disabled = SceneRestorationBehavior(description: "disabled")
}

/// The size a zoomed window takes (`windowIdealSize(_:)`).
public struct WindowIdealSize: Sendable, CustomStringConvertible {
    /// The size's name.
    public let description: String
    /// The platform decides.
    public static let automatic = WindowIdealSize(description: "automatic")
    /// As large as the content wants to be.
    public static let fitToContent = WindowIdealSize(description: "fitToContent")
    /// As large as the content allows.
    public static let maximum = WindowIdealSize(description: "maximum")
}

/// Where a new window goes and how large it is, as a placement closure returns it.
public struct WindowPlacement: Sendable {
    /// The absolute position, when one was given.
    let position: CGPoint?
    /// The display-relative position, when one was given.
    let relativePosition: UnitPoint?
    /// The size, when one was given.
    let size: CGSize?

    /// A placement at a point of the display, with a size or without.
    public init(_ position: CGPoint? = nil, size: CGSize? = nil) {
        self.position = position
        relativePosition = nil
        self.size = size
    }

    /// A placement relative to the display's bounds, with a width and height or without.
    public init(_ position: UnitPoint, width: CGFloat? = nil, height: CGFloat? = nil) {
        self.position = nil
        relativePosition = position
        size = width.flatMap { width in height.map { CGSize(width: width, height: $0) } }
    }

    /// A placement from any of its coordinates and dimensions.
    public init(x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil) {
        position = x.flatMap { x in y.map { CGPoint(x: x, y: $0) } }
        relativePosition = nil
        size = width.flatMap { width in height.map { CGSize(width: width, height: $0) } }
    }
}

/// What a placement closure learns of the window's content; never made here, as the closure is
/// never called.
public struct WindowLayoutRoot {
    private init() {}
}

/// What a placement closure learns of the displays; never made here, as the closure is never
/// called.
public struct WindowPlacementContext {
    private init() {}
}
