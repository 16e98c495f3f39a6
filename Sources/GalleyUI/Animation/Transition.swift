import Foundation

/// An indication of which the current stage of a transition.
public enum TransitionPhase: Hashable, Sendable {
    /// The transition is being applied to a view that is about to be inserted.
    case willAppear
    /// The transition is being applied to a view that is in the view hierarchy.
    case identity
    /// The transition is being applied to a view that has been requested to be removed.
    case didDisappear

    /// Whether the transition should have an identity effect.
    public var isIdentity: Bool { self == .identity }

    /// -1 when about to appear, 0 at identity, 1 when disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a transition can have.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes an effect that changes the view's geometry.
    public var hasMotion: Bool
    /// Creates a transition property configuration.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// Galley evaluates a view that is present with its transition in the identity phase, which
/// is how SwiftUI shows it once it has appeared: `body(content:phase:)` runs with `.identity`.
@MainActor @preconcurrency public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    /// Returns the properties this transition type has.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// The default properties.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` in `phase`.
    nonisolated public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(TransitionModifier(transition: self, phase: phase))
    }

    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied.
    nonisolated public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// Attaches an animation to this transition.
    nonisolated public func animation(_ animation: Animation?) -> some Transition { self }
}

/// A transition applied to a view: its body, in one phase, around the view.
nonisolated struct TransitionModifier<T: Transition>: ViewModifier, PrimitiveModifier {
    let transition: T
    let phase: TransitionPhase

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".transition", detail: "\(T.self)", parent: parent, context: context)
        let placeholder = PlaceholderContentView<T>(slot: PlaceholderSlot(content))
        evaluator.evaluate(
            transition.body(content: placeholder, phase: phase), parent: node, context: context.inside(node))
    }
}

/// Two transitions applied one inside the other.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

extension View {
    /// Associates a transition with the view; the view is evaluated with the transition's
    /// body in the identity phase.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionModifier(transition: transition, phase: .identity))
    }
}
