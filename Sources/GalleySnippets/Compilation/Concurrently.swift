import Foundation
import Synchronization

/// Runs blocking work (compilers, snippet programs) on at most `jobs` threads at once.
///
/// Each piece of work gets its own thread rather than a task of the cooperative pool, which
/// must never block; a task group bounds how many such threads exist at a time.
enum Concurrently {
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        await withTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: items.count)
            var next = 0
            func launch() {
                let index = next
                let item = items[index]
                next += 1
                group.addTask { (index, await onThread { body(item) }) }
            }
            while next < min(max(jobs, 1), items.count) { launch() }
            while let (index, output) = await group.next() {
                results[index] = output
                if next < items.count { launch() }
            }
            return results.map { $0! }
        }
    }

    /// Computes `body` of every item on all cores (CPU-bound work such as parsing, never
    /// processes), in the items' order.
    static func compute<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ body: @Sendable (Item) -> Output
    ) -> [Output] {
        guard items.count > 1 else { return items.map(body) }
        let results = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let output = body(items[index])
            results.withLock { $0[index] = output }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Runs `work` on a new thread and resumes with its result.
    static func onThread<Output: Sendable>(_ work: @escaping @Sendable () -> Output) async -> Output {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
