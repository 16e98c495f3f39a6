import Synchronization

/// A count shared between threads, such as merged links that fell back to separate builds.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }

    /// Adds `amount`.
    func add(_ amount: Int) { value.withLock { $0 += amount } }

    var count: Int { value.withLock { $0 } }
}

/// The counts a session keeps about batched checking.
struct BatchCounters: Sendable {
    let compilations = Counter()
    let settled = Counter()
    let fallbacks = Counter()
}
