import Dispatch
import Foundation
import GalleyCore
import GalleyHovers
import Synchronization

/// Finds the compiler hovers of units whose own compilation wrote no index (a run built alone
/// after a failed link, a compilation through the driver): they are type-checked once more, many
/// to a compiler process, with the compiler writing its index, which ``HoverReader`` reads.
///
/// Units are type-checked as the batch checker checks them: wrapped, their top-level
/// declarations given file scope where that changes nothing (``BatchChecker/Member``), and
/// partitioned so that no unit sees another's names. A unit that cannot be wrapped, or whose
/// batch does not type-check, is type-checked alone. The builder leaves out module names and
/// private discriminators, and gives a wrapped unit's top-level variables the kind they have
/// alone, so a unit has the same hovers however it was compiled. Batches start as units are
/// handed over, on threads of their own, so the work overlaps the session's other work.
final class HoverIndexer: Sendable {
    private let compiler: SnippetCompiler
    private let parsed: ParsedUnits
    private let profile: VerificationProfile
    private let queue = DispatchQueue(label: "galley.hovers", attributes: .concurrent)
    private let group = DispatchGroup()
    /// One batch type-checked at once per slot.
    private let slots: DispatchSemaphore
    /// Where the batches' files and index stores go.
    private let folder: URL

    private struct Waiting {
        var jobs: [(job: UnitJob, outcome: UnitOutcome, done: @Sendable (UnitOutcome) -> Void)] = []
        var keys: Set<String> = []
    }
    private let waiting = Mutex(Waiting())
    private let found = Mutex<[String: HoverTable]>([:])
    private let reader: HoverReader

    /// Units handed over are type-checked once this many wait, so batches are large enough to
    /// share a compiler's start-up and small enough to overlap the session's other work.
    static let batchSize = 24

    init(
        compiler: SnippetCompiler, reader: HoverReader, parsed: ParsedUnits, scratch: URL, jobs: Int,
        profile: VerificationProfile
    ) {
        self.compiler = compiler
        self.reader = reader
        self.parsed = parsed
        self.profile = profile
        slots = DispatchSemaphore(value: max(1, jobs))
        folder = scratch.appendingPathComponent("hovers", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Whether the unit of `key` was handed over.
    func isCollecting(_ key: String) -> Bool { waiting.withLock { $0.keys.contains(key) } }

    /// Hands over the unit of `job`; `done` is called, from the thread that found them, with
    /// `outcome` and its hovers (none when the toolchain could not say).
    func collect(_ job: UnitJob, _ outcome: UnitOutcome, done: @escaping @Sendable (UnitOutcome) -> Void) {
        let ready = waiting.withLock { waiting -> [(UnitJob, UnitOutcome, @Sendable (UnitOutcome) -> Void)]? in
            guard waiting.keys.insert(job.key).inserted else { return nil }
            waiting.jobs.append((job, outcome, done))
            guard waiting.jobs.count >= Self.batchSize else { return nil }
            defer { waiting.jobs = [] }
            return waiting.jobs
        }
        if let ready { start(ready) }
    }

    /// Type-checks what is still waiting, waits for every batch, and returns the hovers by unit key.
    func finish() async -> [String: HoverTable] {
        let rest = waiting.withLock { waiting in
            defer { waiting.jobs = [] }
            return waiting.jobs
        }
        if !rest.isEmpty { start(rest) }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
        return found.withLock { $0 }
    }

    private func start(_ jobs: [(UnitJob, UnitOutcome, @Sendable (UnitOutcome) -> Void)]) {
        queue.async(group: group) { [self] in
            slots.wait()
            defer { slots.signal() }
            let tables = profile.time("hovers, summed") { hovers(of: jobs.map(\.0)) }
            for (job, outcome, done) in jobs {
                var outcome = outcome
                outcome.hovers = tables[job.key]
                if let table = outcome.hovers { found.withLock { $0[job.key] = table } }
                done(outcome)
            }
        }
    }

    /// The hovers of `jobs`, by unit key; a unit the toolchain could say nothing about has none.
    func hovers(of jobs: [UnitJob]) -> [String: HoverTable] {
        var members: [BatchChecker.Member] = []
        var alone: [UnitJob] = []
        for job in jobs {
            if let member = BatchChecker.Member.batched(job, parsed: parsed.parse(of: job.unit)) {
                members.append(member)
            } else {
                alone.append(job)
            }
        }
        var tables: [String: HoverTable] = [:]
        for batch in BatchChecker.partition(members, count: 1) {
            profile.batch("hovers", size: batch.count)
            guard batch.count > 1, let found = profile.time("hovers, batches", { index(batch) }) else {
                alone += batch.map(\.job)
                continue
            }
            tables.merge(found) { first, _ in first }
        }
        for job in alone {
            profile.solo("hovers: type-checked alone for the index")
            if let table = profile.time("hovers, alone", { indexAlone(job) }) { tables[job.key] = table }
        }
        return tables
    }

    /// Type-checks a batch for its index; `nil` when it does not type-check as one module.
    private func index(_ batch: [BatchChecker.Member]) -> [String: HoverTable]? {
        let work = folder.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let files = batch.map { work.appendingPathComponent($0.job.name + ".swift") }
        for (member, file) in zip(batch, files) { try? ScratchFile.write(member.wrapped.text, to: file) }
        let store = reader.newStore()
        let result = compiler.index(
            files, module: BatchChecker.module, languageMode: batch[0].job.unit.languageMode, store: store,
            parseAsLibrary: true)
        guard result.status == 0 else {
            try? FileManager.default.removeItem(at: store)
            return nil
        }
        var tables: [String: HoverTable] = [:]
        let found = reader.hovers(of: batch, files: files, store: store, module: BatchChecker.module)
        for (member, table) in zip(batch, found) {
            tables[member.job.key] = table
        }
        return tables
    }

    /// Type-checks one unit as it is, alone, for its index.
    private func indexAlone(_ job: UnitJob) -> HoverTable? {
        let work = folder.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent(job.name + ".swift")
        guard (try? ScratchFile.write(job.unit.source.text, to: file)) != nil else { return nil }
        let store = reader.newStore()
        let result = compiler.index(
            [file], module: BatchChecker.module, languageMode: job.unit.languageMode, store: store,
            parseAsLibrary: job.unit.declaresMain)
        guard result.status == 0 else {
            try? FileManager.default.removeItem(at: store)
            return nil
        }
        return reader.hovers(
            store: store, files: [HoverReader.Compiled(file: file, unit: job.unit)], module: BatchChecker.module)[0]
    }
}
