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

/// `onReceive`: subscribes when the node appears, cancels when it disappears, and hands each
/// value to the action of the latest evaluation.
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
        let publisher = publisher
        node.onAppear = { box.subscription = publisher.sink { [weak box] in box?.action?($0) } }
        node.onDisappear = {
            box.subscription?.cancel()
            box.subscription = nil
        }
        content(node, context.inside(node))
    }
}

/// An `onReceive` modifier's subscription and the action of the view's latest evaluation.
final class OnReceiveBox<Output> {
    var action: ((Output) -> Void)?
    var subscription: AnyCancellable?
}
