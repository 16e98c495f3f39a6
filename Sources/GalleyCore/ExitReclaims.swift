import Synchronization

/// Values a one-shot command leaves for the process's exit to reclaim, instead of freeing them
/// piece by piece just before it exits (compilers do the same: clang's `-disable-free`).
///
/// Freeing a 400-page build's tables (its articles, pages and memo: tens of thousands of
/// strings and arrays) took about 3 ms of an 80 ms incremental `galley build`. Only the `galley`
/// executable turns this on (``enable()``), for its one command; a process that goes on after a
/// build (the tests, which run many, and `galley serve`'s rebuilds, which keep a memo of their
/// own) frees as usual.
package enum ExitReclaims {
    private static let enabled = Atomic(false)
    private static let kept = Mutex<[any Sendable]>([])

    /// Lets ``keep(_:)`` hold values until the process exits.
    package static func enable() { enabled.store(true, ordering: .relaxed) }

    /// Holds `value` until the process exits when enabled; otherwise does nothing, so `value`
    /// is freed as usual.
    package static func keep(_ value: any Sendable) {
        guard enabled.load(ordering: .relaxed) else { return }
        kept.withLock { $0.append(value) }
    }

    /// How many values are held (for tests).
    package static var count: Int { kept.withLock { $0.count } }
}
