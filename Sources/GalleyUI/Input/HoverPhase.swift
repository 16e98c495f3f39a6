import Foundation

/// The current hovering state and value of the pointer.
@frozen public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Sendable {
    private let name: String

    /// An effect that attempts to determine the effect automatically.
    public static let automatic = HoverEffect(name: "automatic")
    /// An effect that morphs the pointer into a platter behind the view and shows a light
    /// source indicating position.
    public static let highlight = HoverEffect(name: "highlight")
    /// An effect that slides the pointer under the view and disappears as the view scales up
    /// and gains a shadow.
    public static let lift = HoverEffect(name: "lift")
}

extension HoverEffect: CustomStringConvertible {
    public var description: String { name }
}

extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the view's
    /// frame. No pointer moves in Galley.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inert(".onHover") }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view's
    /// frame. No pointer moves in Galley.
    nonisolated public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        inert(".onContinuousHover")
    }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view's
    /// frame. No pointer moves in Galley.
    nonisolated public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        inert(".onContinuousHover")
    }

    /// Applies a hover effect to this view.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        inert(".hoverEffect", effect.description)
    }

    /// Applies a hover effect to this view, optionally enabled.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        inert(".hoverEffect", effect.description + (isEnabled ? "" : " disabled"))
    }

    /// Adds a condition that controls whether this view can display hover effects: a
    /// disabled ancestor wins, as in SwiftUI, so it writes `isHoverEffectEnabled` as the value
    /// above and not disabled.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        modified(".hoverEffectDisabled", detail: "\(disabled)") { context, _ in
            context.environment.isHoverEffectEnabled = context.environment.isHoverEffectEnabled && !disabled
        }
    }
}
