import Foundation
import Synchronization

/// A task executor with a thread of its own, for tasks that must keep running while other tests
/// block the cooperative pool (two threads on a two-core machine): a watcher polled every few
/// milliseconds starves there when the suites around it wait on compilers.
///
/// `Task(executorPreference: executor) { … }` runs the task's nonisolated code, sleeps included,
/// on this thread. The thread ends with ``shutdown()``.
public final class ThreadExecutor: TaskExecutor, Sendable {
    private let jobs = Mutex<(queue: [UnownedJob], open: Bool)>(([], true))
    private let ready = DispatchSemaphore(value: 0)

    public init() {
        Thread.detachNewThread { [self] in
            while true {
                ready.wait()
                let (job, open) = jobs.withLock { state in
                    (state.queue.isEmpty ? nil : state.queue.removeFirst(), state.open)
                }
                if let job { job.runSynchronously(on: asUnownedTaskExecutor()) } else if !open { return }
            }
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        jobs.withLock { $0.queue.append(unowned) }
        ready.signal()
    }

    /// Lets the thread end once its queued jobs have run.
    public func shutdown() {
        jobs.withLock { $0.open = false }
        ready.signal()
    }
}
