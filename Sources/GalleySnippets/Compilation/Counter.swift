import Synchronization

/// A count shared between threads, such as merged links that fell back to separate builds.
final class Counter: Sendable {
  private let value = Mutex(0)

  func increment() { value.withLock { $0 += 1 } }

  var count: Int { value.withLock { $0 } }
}
