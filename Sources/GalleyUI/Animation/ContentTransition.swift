import Foundation

/// A kind of transition that applies to the content within a single view, rather than to
/// the insertion or removal of a view.
public struct ContentTransition: Equatable, Sendable, CustomStringConvertible {
    /// The transition's name, e.g. `numericText(countsDown: true)`.
    public let description: String

    /// The identity content transition, which indicates that content changes shouldn't
    /// animate.
    public static let identity = ContentTransition(description: "identity")
    /// A content transition that indicates content fades from transparent to opaque on
    /// insertion, and from opaque to transparent on removal.
    public static let opacity = ContentTransition(description: "opacity")
    /// A content transition that indicates the views attempt to interpolate their contents
    /// during transitions, where appropriate.
    public static let interpolate = ContentTransition(description: "interpolate")

    /// Creates a content transition intended to be used with `Text` views displaying numeric
    /// text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: "numericText(countsDown: \(countsDown))")
    }

    /// Creates a content transition intended to be used with `Text` views displaying numbers,
    /// moving in the direction the value changes.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: "numericText(value: \(value))")
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// The current method of animating the contents of views.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Modifies the view to use a given transition as its method of animating changes to the
    /// contents of its views; views below read it as `contentTransition` in their environment.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        modified(".contentTransition", detail: transition.description) { context, _ in
            context.environment.contentTransition = transition
        }
    }

    /// Applies the given animation to the modifiers in `body`, not to the content they are
    /// applied to: the body's nodes are evaluated in a transaction with the animation (unless
    /// it disables animations), the content in the outer one.
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        let slot = PlaceholderSlot()
        return modifier(
            ScopedAnimationModifier(animation: animation, slot: slot, body: body(PlaceholderContentView(slot: slot))))
    }
}

/// `animation(_:body:)`: the body built around a placeholder for the content.
nonisolated struct ScopedAnimationModifier<Body: View>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let slot: PlaceholderSlot
    let body: Body

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let outer = context.transaction
        slot.evaluateContent = { node, inner in
            var restored = inner
            restored.transaction = outer
            content(node, restored)
        }
        let node = evaluator.makeNode(
            ".animation", detail: animation.map(\.description) ?? "nil", parent: parent, context: context)
        var inner = context.inside(node)
        if !inner.transaction.disablesAnimations { inner.transaction.animation = animation }
        evaluator.evaluate(body, parent: node, context: inner)
    }
}
