import Dispatch
import Synchronization

/// Runs independent per-page work on every core.
///
/// Rendering one article touches nothing another article touches (each writes its own files),
/// so pages are rendered with `concurrentPerform` and collected in their original order.
enum Parallel {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let results = Mutex<[R?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { slots in slots.map { $0! } }
    }
}
