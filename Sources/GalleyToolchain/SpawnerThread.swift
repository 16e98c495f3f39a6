import Foundation
import Synchronization

/// A thread that starts processes for others and lives until ``stop()``.
///
/// bubblewrap's `--die-with-parent` kills the sandbox when the *thread* that spawned it ends,
/// so a sandbox meant to outlive the run that started it (a ``ForkServer``) is spawned here.
final class SpawnerThread: Sendable {
    private let queue = Mutex<(work: [@Sendable () -> Void], started: Bool, stopped: Bool)>(([], false, false))
    private let ready = DispatchSemaphore(value: 0)

    /// Runs `work` on the thread and returns its result, or `nil` once the thread was stopped.
    func perform<Output: Sendable>(_ work: @escaping @Sendable () -> Output) -> Output? {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Output?>(nil)
        let start = queue.withLock { state -> Bool? in
            if state.stopped { return nil }
            state.work.append {
                let output = work()
                result.withLock { $0 = output }
                done.signal()
            }
            defer { state.started = true }
            return !state.started
        }
        guard let start else { return nil }
        if start { Thread.detachNewThread { [self] in loop() } }
        ready.signal()
        done.wait()
        return result.withLock { $0 }
    }

    /// Ends the thread once the work given to it is done.
    func stop() {
        queue.withLock { $0.stopped = true }
        ready.signal()
    }

    private func loop() {
        while true {
            ready.wait()
            let (batch, stopped) = queue.withLock { state in
                defer { state.work.removeAll() }
                return (state.work, state.stopped)
            }
            for work in batch { work() }
            if stopped && batch.isEmpty { return }
            if stopped { continue }
        }
    }
}
