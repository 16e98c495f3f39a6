import Synchronization

/// Counts info-string parses, so a test can prove that a build parses each fenced block once.
///
/// A test starts counting under its temporary project's folder; every parse of a block whose
/// file lies under it is counted until the test stops. Tests running at the same time count
/// under their own folders. When nobody counts, a parse costs one atomic load.
package enum ParseLog {
    private static let counters = Atomic<Int>(0)
    private static let counts = Mutex<[String: [BlockID: Int]]>([:])

    /// Starts counting the parses of blocks whose file starts with `prefix`.
    package static func start(under prefix: String) {
        counts.withLock { $0[prefix] = [:] }
        counters.add(1, ordering: .sequentiallyConsistent)
    }

    /// Stops counting under `prefix` and returns how often each block was parsed.
    package static func stop(under prefix: String) -> [BlockID: Int] {
        counters.subtract(1, ordering: .sequentiallyConsistent)
        return counts.withLock { $0.removeValue(forKey: prefix) ?? [:] }
    }

    static func record(_ block: BlockID) {
        guard counters.load(ordering: .sequentiallyConsistent) > 0 else { return }
        counts.withLock { counts in
            for prefix in counts.keys where block.file.hasPrefix(prefix) {
                counts[prefix, default: [:]][block, default: 0] += 1
            }
        }
    }
}
