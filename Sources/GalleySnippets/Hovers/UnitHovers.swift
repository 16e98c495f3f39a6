import Dispatch
import Foundation
import GalleyHovers
import Synchronization

/// Asks the toolchain for the hovers of the units a session compiled, as many units at once as
/// the session has jobs, on threads of their own, so the questions overlap the compilations and
/// runs still going on.
///
/// A unit's hovers are asked of its own file, compiled alone with the flags it is checked with,
/// whether the verifier checked it alone or in a batch: a batched unit has the hovers it would
/// have alone, by construction.
final class UnitHovers: Sendable {
    private let query: HoverQuery
    private let compiler: SnippetCompiler
    private let queue = DispatchQueue(label: "galley.hovers", attributes: .concurrent)
    private let group = DispatchGroup()
    /// One per unit asked about at once.
    private let slots: DispatchSemaphore
    /// The keys of the units queued.
    private let asked = Mutex<Set<String>>([])
    /// Whether the unit of `key` was queued.
    func isCollecting(_ key: String) -> Bool { asked.withLock { $0.contains(key) } }
    /// The hovers found so far, by unit key.
    private let found = Mutex<[String: HoverTable]>([:])

    /// Where the units' files are written for SourceKit to read.
    private let folder: URL

    /// Where the seconds spent asking go (`hovers, summed`).
    private let profile: VerificationProfile

    init(query: HoverQuery, compiler: SnippetCompiler, scratch: URL, jobs: Int, profile: VerificationProfile) {
        self.profile = profile
        slots = DispatchSemaphore(value: max(1, jobs))
        self.query = query
        self.compiler = compiler
        folder = scratch.appendingPathComponent("hovers", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Queues the unit of `job`; `done` is called, from the thread that asked, with `outcome` and
    /// its hovers.
    func collect(_ job: UnitJob, _ outcome: UnitOutcome, done: @escaping @Sendable (UnitOutcome) -> Void) {
        guard asked.withLock({ $0.insert(job.key).inserted }) else { return }
        queue.async(group: group) { [self] in
            slots.wait()
            defer { slots.signal() }
            var outcome = outcome
            outcome.hovers = profile.time("hovers, summed") { hovers(of: job.unit, name: job.name) }.map(
                HoverTable.init)
            if let hovers = outcome.hovers { found.withLock { $0[job.key] = hovers } }
            done(outcome)
        }
    }

    /// Waits until every queued unit is done, and returns their hovers by unit key.
    func finish() async -> [String: HoverTable] {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
        return found.withLock { $0 }
    }

    /// The unit's hovers, or `nil` when the toolchain could not answer.
    func hovers(of unit: CompilationUnit, name: String) -> [Hover]? {
        try? query.hovers(
            source: unit.source.text, path: folder.appendingPathComponent("\(name).swift").path,
            arguments: arguments(of: unit, name: name))
    }

    /// The flags the unit's file is checked with alone (``SnippetCompiler/check``).
    func arguments(of unit: CompilationUnit, name: String) -> [String] {
        compiler.flags(unit.languageMode) + ["-module-name", name] + (unit.declaresMain ? ["-parse-as-library"] : [])
    }
}
