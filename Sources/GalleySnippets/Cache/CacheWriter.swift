import Dispatch
import Synchronization

/// Stores outcomes in a ``VerificationCache`` as they are computed, one after another on a
/// queue of its own, so the writing overlaps the compilations and runs instead of following them.
///
/// A cold verify stores an entry per unit: a new file each, and a folder per key prefix. Stored
/// after the session, the 150 entries of the synthetic benchmark corpus were its last 60 to 80 ms
/// (of about a second, by `perf`): on ext4 without a journal, finding a free inode for each new
/// file skips the inodes deleted in the last half minute, which a cache emptied and filled again
/// is full of.
final class CacheWriter: Sendable {
    private let cache: VerificationCache
    private let queue = DispatchQueue(label: "galley.cache-writer")
    /// Keys stored or queued, so each is written once.
    private let queued = Mutex<Set<String>>([])

    init(cache: VerificationCache) { self.cache = cache }

    /// Queues `outcome` to be stored under `key`, unless it is not cacheable or already queued.
    func store(_ outcome: UnitOutcome, for key: String) {
        guard outcome.isCacheable, queued.withLock({ $0.insert(key).inserted }) else { return }
        queue.async { [cache] in cache.store(outcome, for: key) }
    }

    /// Queues every outcome of `outcomes` not queued yet, then waits until each is written.
    func finish(_ outcomes: [String: UnitOutcome]) async {
        for (key, outcome) in outcomes { store(outcome, for: key) }
        await withCheckedContinuation { (written: CheckedContinuation<Void, Never>) in
            queue.async { written.resume() }
        }
    }
}
