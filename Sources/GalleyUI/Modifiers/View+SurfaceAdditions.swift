import Foundation

// Declarations that complete families declared elsewhere: the text alignment strategy, the
// selection feedback, scene `onChange`, a task with an executor preference, the scoped
// `transaction(_:body:)`, animation completions on a transaction, and the perspective
// rotation and blend mode of visual effects.

extension Text {
    /// The way text alignment is inferred when no value is explicitly provided.
    public struct AlignmentStrategy: Hashable, Sendable, CustomStringConvertible {
        /// The strategy's name.
        public let description: String
        /// The default strategy based on the context it is used in.
        public static let `default` = AlignmentStrategy(description: "default")
        /// The alignment following the environment's `multilineTextAlignment`.
        public static let layoutBased = AlignmentStrategy(description: "layoutBased")
        /// The alignment following the writing direction of the paragraph.
        public static let writingDirectionBased = AlignmentStrategy(description: "writingDirectionBased")
    }
}

extension View {
    /// Sets the default text alignment strategy in the view hierarchy. Recorded: Galley
    /// lays out no text.
    nonisolated public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
        inert(".multilineTextAlignment", "strategy: \(strategy)")
    }
}

extension SensoryFeedback {
    /// The kind of selection feedback to play.
    public struct SelectionFeedback: Equatable, Sendable {
        let name: String
    }

    /// Indicates that the selection changed, with the given kind of feedback.
    public static func selection(_ feedback: SensoryFeedback.SelectionFeedback) -> SensoryFeedback {
        SensoryFeedback(description: "selection(\(feedback.name))")
    }
}

extension Scene {
    /// Adds an action to perform when the given value changes. Galley collects an app's
    /// scenes once and no value changes after, so the action runs only when `initial` is
    /// true, as the scene is collected.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some Scene
    {
        ModifiedScene(content: self) { _, _ in if initial { action() } }
    }

    /// Adds an action to perform when the given value changes, given the old and new values;
    /// run only when `initial` is true (with the value as both), as for the form above.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        ModifiedScene(content: self) { _, _ in if initial { action(value, value) } }
    }
}

extension View {
    /// Adds a task to perform before this view appears or when a specified value changes,
    /// preferring the given executor. Galley runs it as `task(id:priority:_:)` does; the
    /// name and the executor preference are not used.
    nonisolated public func task<T: Equatable>(
        id value: T, name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        task(id: value, priority: priority, action)
    }

    /// Applies the given transaction mutation function to the views `body` makes around a
    /// placeholder for this view: the body's nodes are evaluated in the changed transaction,
    /// this view's content in the outer one.
    nonisolated public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        let slot = PlaceholderSlot()
        return modifier(
            ScopedTransactionModifier(
                transform: UncheckedTransform(transform), slot: slot, body: body(PlaceholderContentView(slot: slot))))
    }

    /// Rotates the view's rendered output in three dimensions around the given axis, with a
    /// perspective. Recorded.
    nonisolated public func perspectiveRotationEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        inert(".perspectiveRotationEffect", "\(angle)")
    }
}

/// A transaction mutation, called on the main actor while a tree is evaluated.
struct UncheckedTransform: @unchecked Sendable {
    let transform: (inout Transaction) -> Void
    init(_ transform: @escaping (inout Transaction) -> Void) { self.transform = transform }
}

/// `transaction(_:body:)`: the body built around a placeholder for the content.
nonisolated struct ScopedTransactionModifier<Body: View>: ViewModifier, PrimitiveModifier {
    let transform: UncheckedTransform
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
        let node = evaluator.makeNode(".transaction", parent: parent, context: context)
        var inner = context.inside(node)
        transform.transform(&inner.transaction)
        evaluator.evaluate(body, parent: node, context: inner)
    }
}

extension Transaction {
    /// Adds a completion to run when the animations created with this transaction are all
    /// complete. Galley runs no animation, so `withTransaction(_:_:)` runs the completions
    /// right after its body, as SwiftUI does when a change animates nothing; a transaction
    /// never passed to `withTransaction` keeps them uncalled.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        self[AnimationCompletionsKey.self].append(completion)
    }

    /// How many animation completions were added to this transaction.
    var animationCompletionCount: Int { self[AnimationCompletionsKey.self].count }

    /// The preferred alignment of the view within a scroll view's visible region when
    /// scrolling to a view, set with the transaction of the scroll.
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static var defaultValue: UnitPoint? { nil }
}

extension VisualEffect {
    /// Sets the blend mode for compositing the view with overlapping views. Recorded in the
    /// chain of effects.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect {
        _VisualEffectChain(effects: ((self as? _VisualEffectChain)?.effects ?? []) + ["blendMode"])
    }
}
