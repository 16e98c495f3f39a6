import Foundation
import Synchronization

/// Where a session's time went, stage by stage, and why units were compiled alone.
///
/// Each stage records its wall-clock span (stages can overlap) and how often it ran; each unit
/// compiled in a process of its own is counted under the reason it could not share a batch.
/// `--format json` prints both, so a benchmark can show its profile beside its figures.
final class VerificationProfile: Sendable {
    private let state = Mutex(State())

    private struct State {
        var seconds: [String: Double] = [:]
        var soloReasons: [String: Int] = [:]
        var batchSizes: [String: [Int]] = [:]
    }

    /// Adds the time `work` takes to `stage` and returns its result.
    func time<Output>(_ stage: String, _ work: () throws -> Output) rethrows -> Output {
        let start = Date()
        defer { add(stage, seconds: Date().timeIntervalSince(start)) }
        return try work()
    }

    /// Adds the time `work` takes to `stage` and returns its result.
    func time<Output>(_ stage: String, _ work: () async -> Output) async -> Output {
        let start = Date()
        let output = await work()
        add(stage, seconds: Date().timeIntervalSince(start))
        return output
    }

    func add(_ stage: String, seconds: Double) { state.withLock { $0.seconds[stage, default: 0] += seconds } }

    /// Counts one unit compiled alone for `reason`.
    func solo(_ reason: String) { state.withLock { $0.soloReasons[reason, default: 0] += 1 } }

    /// Records the size of a batch of `kind` (`check`, `run`).
    func batch(_ kind: String, size: Int) { state.withLock { $0.batchSizes[kind, default: []].append(size) } }

    /// Units per batch, per kind, largest first.
    var batchSizes: [String: [Int]] { state.withLock { $0.batchSizes.mapValues { $0.sorted(by: >) } } }

    /// Seconds per stage.
    var stages: [String: Double] { state.withLock { $0.seconds } }
    /// Units compiled alone, per reason.
    var soloReasons: [String: Int] { state.withLock { $0.soloReasons } }
}
