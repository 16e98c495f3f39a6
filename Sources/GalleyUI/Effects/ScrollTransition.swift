import Foundation

/// The phases that a view transitions between when it scrolls among other views.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is approaching the visible region from the top or leading edge.
    case topLeading
    /// The view is in the visible region.
    case identity
    /// The view is approaching the visible region from the bottom or trailing edge.
    case bottomTrailing

    /// Whether the phase is the identity phase.
    public var isIdentity: Bool { self == .identity }

    /// -1 for top-leading, 0 for identity, 1 for bottom-trailing.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// The configuration of a scroll transition that controls how a transition is applied as a
/// view is scrolled through the visible region of a containing scroll view.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    /// Describes a specific point in the progression of a target view within a container.
    public struct Threshold: Sendable {
        let fraction: Double
        /// The target view is fully visible.
        public static let visible = Threshold(fraction: 1)
        /// The target view is fully hidden.
        public static let hidden = Threshold(fraction: 0)
        /// The target view is centered within the container.
        public static var centered: Threshold { Threshold(fraction: 0.5) }
        /// The target view is visible by the provided amount, from 0 to 1.
        public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: amount) }
        /// Creates a new threshold that combines this threshold value with another threshold,
        /// interpolated by the given amount.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(fraction: fraction + (other.fraction - fraction) * amount)
        }
        /// Returns a threshold that is met when the target view is closer to the center of the
        /// container by `distance`.
        public func inset(by distance: Double) -> Threshold { self }
    }

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Creates a new configuration that discretely animates the transition with the given
    /// animation.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "animated(\(animation))")
    }
    /// Creates a new configuration that interactively interpolates the transition's effect as
    /// the view is scrolled into the visible region.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// Creates a new configuration that interactively interpolates the transition's effect,
    /// following a timing curve.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "interactive")
    }
    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// Sets the animation with which the transition will be applied.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// Sets the threshold at which the view will be considered fully visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
}

extension View {
    /// Applies the given transition, animating between the phases of the transition as this
    /// view appears and disappears within the visible region of the containing scroll view.
    /// Galley scrolls nothing, so `transition` is called once, in the identity phase, and the
    /// effects it returns are recorded.
    nonisolated public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        modified(".scrollTransition") { _, node in node.detail = effectNames(transition(EmptyVisualEffect(), .identity))
        }
    }

    /// Applies the given transition with separate configurations for each edge. Called once,
    /// in the identity phase.
    nonisolated public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        modified(".scrollTransition") { _, node in node.detail = effectNames(transition(EmptyVisualEffect(), .identity))
        }
    }
}
