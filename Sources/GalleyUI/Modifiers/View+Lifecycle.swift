// Lifecycle modifiers: actions the runtime calls when views enter or leave the tree, when
// values change, and tasks it starts on appearance.

// The modifiers are `nonisolated`, as in SwiftUI. Each stores its action in a modifier value
// (a nonisolated function cannot hand a non-`Sendable` closure to a main-actor one); the
// evaluator installs it on the main actor (`LifecycleModifiers.swift`).

extension View {
    /// Adds an action to perform before this view appears. Actions run after the pass that
    /// first placed the view, in tree order.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(name: ".onAppear", onAppear: action ?? {}))
    }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(name: ".onDisappear", onDisappear: action ?? {}))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes,
    /// passing the old and new values. In Galley the value is compared each time the view is
    /// evaluated again; the action runs after that pass.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds a modifier for this view that fires an action when a specific value changes,
    /// passing the new value: the form SwiftUI deprecated in 2023 and code still uses. It
    /// fires as the other forms do, never for the initial value.
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    {
        modifier(OnChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }

    /// Adds an asynchronous task to perform before this view appears. The runtime starts it
    /// when the view appears and waits for it before `run` returns. The action inherits the
    /// isolation of the code that forms it (the main actor, in a view's `body`).
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(TaskModifier(starter: TaskStarter(action)))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        let starter = TaskStarter(action)
        return modifier(OnChangeModifier(value: value, initial: false) { _, _ in starter.start() })
            .modifier(TaskModifier(starter: starter))
    }

    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// In Galley the view subscribes when it is first evaluated and stays subscribed while it
    /// remains in the tree; each evaluation of the view replaces the action that receives
    /// values. Publishers that send synchronously (subjects, `@Published`) deliver at once; a
    /// value sent as the view subscribes (a current value, `Just`) reaches the action when
    /// that pass ends.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }

    /// Registers a handler to invoke when the view receives a URL for the scene or window
    /// the view is in. Galley opens no URL, so the handler never runs.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        inert(".onOpenURL")
    }

    /// Registers a handler to invoke when the view receives the specified activity type for
    /// the scene or window the view is in. Galley's app is never handed an activity, so the
    /// handler never runs.
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        inert(".onContinueUserActivity", activityType)
    }

    /// Advertises a user activity type while `element` is not `nil`, with `update` filling the
    /// activity in. Galley advertises nothing, so `update` is not called.
    nonisolated public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> some View {
        inert(".userActivity", activityType)
    }

    /// Advertises a user activity type while `isActive` is true, with `update` filling the
    /// activity in. Galley advertises nothing, so `update` is not called.
    nonisolated public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        inert(".userActivity", activityType)
    }
}

/// A `.task` action, which the modifier may start more than once (on appearance and, with an
/// `id`, on each change of it).
///
/// The action is `sending`, as in SwiftUI: it may be isolated to the view's actor. Starting it
/// wraps it in a task that inherits that isolation.
final class TaskStarter: @unchecked Sendable {
    private let action: @isolated(any) () async -> Void

    init(_ action: sending @escaping @isolated(any) () async -> Void) { self.action = action }

    /// Starts the action; lifecycle and `onChange` actions, which call this, run on the main
    /// actor.
    func start() { MainActor.assumeIsolated { TaskTracker.shared.start(action) } }
}

/// Tasks started by `.task`, so the runtime can wait for them.
@MainActor final class TaskTracker {
    static let shared = TaskTracker()
    private(set) var running = 0

    func start(_ action: @escaping @isolated(any) () async -> Void) {
        running += 1
        let run = UncheckedAction(action)
        Task { @MainActor in
            await run.action()
            self.running -= 1
        }
    }
}

/// Carries a task's action into the `Task` that runs it; the action keeps its own isolation.
private struct UncheckedAction: @unchecked Sendable {
    let action: @isolated(any) () async -> Void
    init(_ action: @escaping @isolated(any) () async -> Void) { self.action = action }
}
