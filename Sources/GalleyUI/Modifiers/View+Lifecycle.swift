// Lifecycle modifiers: actions the runtime calls when views enter or leave the tree, when
// values change, and tasks it starts on appearance.

extension View {
    /// Adds an action to perform before this view appears. Actions run after the pass that
    /// first placed the view, in tree order.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modified(".onAppear") { _, node in node.onAppear = action ?? {} }
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modified(".onDisappear") { _, node in node.onDisappear = action ?? {} }
    }

    /// Adds a modifier for this view that fires an action when a specific value changes,
    /// passing the old and new values.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modified(".onChange", detail: describe(value)) { _, node in
            guard let evaluator = node.evaluator else { return }
            let box = evaluator.storage(for: node.path + "#onChange") { OnChangeBox<V>() }
            if let old = box.value, old != value {
                evaluator.afterPass { action(old, value) }
            } else if box.value == nil, initial {
                evaluator.afterPass { action(value, value) }
            }
            box.value = value
        }
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Adds an asynchronous task to perform before this view appears. The runtime starts it
    /// on the main actor when the view appears and waits for it before `run` returns.
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    )
        -> some View
    {
        modified(".task") { _, node in
            node.onAppear = { TaskTracker.shared.start(action) }
        }
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        onChange(of: value) { TaskTracker.shared.start(action) }.task(priority: priority, action)
    }
}

/// The last value an `onChange` modifier saw.
final class OnChangeBox<V> {
    var value: V?
}

/// Tasks started by `.task`, so the runtime can wait for them.
@MainActor final class TaskTracker {
    static let shared = TaskTracker()
    private(set) var running = 0

    func start(_ action: @escaping @MainActor @Sendable () async -> Void) {
        running += 1
        Task { @MainActor in
            await action()
            self.running -= 1
        }
    }
}
