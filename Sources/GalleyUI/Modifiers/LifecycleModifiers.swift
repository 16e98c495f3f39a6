// The modifier values behind the lifecycle modifiers (`View+Lifecycle.swift`): each holds
// what the call gave and installs it on its node when evaluated, on the main actor.

/// `onAppear` and `onDisappear`: the node's lifecycle actions.
nonisolated struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    let name: String
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, parent: parent, context: context)
        node.onAppear = onAppear
        node.onDisappear = onDisappear
        content(node, context.inside(node))
    }
}

/// `onChange`: compares the value with the one this position saw last, and queues the
/// action after the pass when it differs (or on first sight, when `initial`).
nonisolated struct OnChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".onChange", detail: describe(value), parent: parent, context: context)
        let box = evaluator.storage(for: node.path + "#onChange") { OnChangeBox<V>() }
        let (value, action) = (value, action)
        if let old = box.value, old != value {
            evaluator.afterPass { action(old, value) }
        } else if box.value == nil, initial {
            evaluator.afterPass { action(value, value) }
        }
        box.value = value
        content(node, context.inside(node))
    }
}

/// The last value an `onChange` modifier saw.
final class OnChangeBox<V> {
    var value: V?
}

/// `task`: starts the action when the node appears.
nonisolated struct TaskModifier: ViewModifier, PrimitiveModifier {
    let starter: TaskStarter

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".task", parent: parent, context: context)
        node.onAppear = { [starter] in starter.start() }
        content(node, context.inside(node))
    }
}

/// `onReceive`: subscribes when the node is first evaluated (as SwiftUI subscribes when it
/// installs the view, before appearance actions run), cancels when the node disappears, and
/// hands each value to the action of the latest evaluation. Values the publisher sends while
/// it is being subscribed to (a current value, `Just`) wait until the pass ends, so that no
/// action changes state in the middle of an evaluation; a later value delivers them first.
nonisolated struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(
            ".onReceive", detail: String(describing: P.self), parent: parent, context: context)
        let box = evaluator.storage(for: node.path + "#onReceive") { OnReceiveBox<P.Output>() }
        box.action = action
        if box.subscription == nil, box.subscribe(to: publisher) {
            evaluator.afterPass { box.deliverEarlyValues() }
        }
        node.onDisappear = { box.cancel() }
        content(node, context.inside(node))
    }
}

/// An `onReceive` modifier's subscription and the action of the view's latest evaluation.
final class OnReceiveBox<Output> {
    var action: ((Output) -> Void)?
    private(set) var subscription: AnyCancellable?
    private var isSubscribing = false
    private var early: [Output] = []

    /// Subscribes to `publisher`; returns whether it sent values during the subscription.
    func subscribe<P: Publisher>(to publisher: P) -> Bool where P.Output == Output, P.Failure == Never {
        isSubscribing = true
        subscription = publisher.sink { [weak self] value in self?.receive(value) }
        isSubscribing = false
        return !early.isEmpty
    }

    /// Hands the values sent during the subscription to the action, oldest first.
    func deliverEarlyValues() {
        let values = early
        early = []
        for value in values { action?(value) }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
        early = []
    }

    private func receive(_ value: Output) {
        guard !isSubscribing else { return early.append(value) }
        deliverEarlyValues()
        action?(value)
    }
}
