import Foundation

/// Runs blocking work (a child process, a whole verification) on a thread of its own.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per core. A test that
/// waits minutes for a process there holds one of two threads on a 2-core machine, and every
/// other test's async work (the preview server's watcher, for one) waits behind it.
public func offThread<Output: Sendable>(_ work: @escaping @Sendable () throws -> Output) async throws -> Output {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
