import Foundation
import GalleyCore
import GalleyToolchain

/// Type-checks many `check` units in one compiler process: one module, one file per unit.
///
/// Almost all of a small snippet's cost is compiler start-up and module loading, so batching
/// is where verification gets fast. Each unit's file is its ``EntryWrapper`` form (declarations
/// at file scope, statements in a `private` function), so `private` names stay per file; where
/// it changes no diagnostic, its top-level declarations are made `private` too (``FileScope``),
/// so units that repeat names (`ContentView`, `Model`) share a batch. ``UnitInventory`` keeps
/// units that could see each other out of one batch.
///
/// A batch can only confirm passes. When it fails, the units with errors in their own file are
/// checked alone (so every reported diagnostic comes from the unit's own compilation) and the
/// rest are batched again; a failure no file explains splits the batch in two. A verdict is
/// therefore never decided by another unit's presence.
struct BatchChecker: Sendable {
    let compiler: SnippetCompiler
    let scratch: URL
    /// Reads the hovers of the members that want them from the batch's index.
    var hovers: HoverReader? = nil

    struct Member: Sendable {
        var job: UnitJob
        var wrapped: GeneratedSource
        var inventory: UnitInventory
        /// Where the unit's top-level declarations were given file scope, when they were.
        var fileScope: FileScope? = nil

        /// A unit as a batch compiles it: wrapped (a run unit's statements in the entry function
        /// named `symbol`), and with its top-level declarations given file scope where that
        /// changes no diagnostic and no output (``FileScope``), so it declares nothing another
        /// file sees and units that repeat names (`ContentView`, `Model`, `Counter`) share a batch.
        static func batched(_ job: UnitJob, parsed: ParsedUnit, symbol: String? = nil) -> Member? {
            guard let inventory = UnitInventory(parsed) else { return nil }
            if let scope = FileScope(parsed),
                let wrapped = EntryWrapper.wrap(
                    ParsedUnit(job.unit, plain: scope.plain, syntax: parsed.syntax), symbol: symbol)
            {
                var hidden = inventory
                hidden.declared = []
                return Member(job: job, wrapped: wrapped, inventory: hidden, fileScope: scope)
            }
            return EntryWrapper.wrap(parsed, symbol: symbol).map { Member(job: job, wrapped: $0, inventory: inventory) }
        }
    }

    /// What a batch settled, and the units that must be checked alone.
    struct Settlement: Sendable {
        var outcomes: [String: UnitOutcome] = [:]
        var alone: [UnitJob] = []
        /// Keys of the units in `alone` whose macro expansions could not be told apart from another unit's.
        var unattributed: Set<String> = []
        var compilations = 0
    }

    /// Jobs that can share a compiler process: `check` units that can be wrapped and, when their
    /// macro expansions are dumped, hold declarations only (``CompilationUnit/declaresOnly``).
    /// Everything else goes the usual way.
    static func members(of jobs: [UnitJob], parsed: ParsedUnits) -> (members: [Member], others: [UnitJob]) {
        sort(jobs) { job in
            guard job.unit.kind == .check else { return nil }
            let parsed = parsed.parse(of: job.unit)
            guard !job.unit.capturesMacroExpansions || parsed.declaresOnly else { return nil }
            return Member.batched(job, parsed: parsed)
        }
    }

    /// Splits `jobs` into those `member` makes a member of and the others, keeping their order.
    /// Each job's source is parsed (a few times) to decide, so the jobs are looked at on every core.
    static func sort(
        _ jobs: [UnitJob], by member: @Sendable (UnitJob) -> Member?
    ) -> (members: [Member], others: [UnitJob]) {
        var members: [Member] = []
        var others: [UnitJob] = []
        for (job, made) in zip(jobs, Concurrently.compute(jobs, member)) {
            if let made { members.append(made) } else { others.append(job) }
        }
        return (members, others)
    }

    /// Groups members into batches of mutually independent units in one language mode, about `count` of them so
    /// every core gets one, and none larger than `limit`.
    static func partition(_ members: [Member], count: Int, limit: Int = 120) -> [[Member]] {
        let wanted = max(count, (members.count + limit - 1) / limit)
        var batches: [[Member]] = Array(repeating: [], count: wanted)
        var declared: [Set<String>] = Array(repeating: [], count: wanted)
        var mentioned: [Set<String>] = Array(repeating: [], count: wanted)
        for member in members {
            let order = batches.indices.sorted { batches[$0].count < batches[$1].count }
            let fits = order.first { index in
                batches[index].count < limit
                    && (batches[index].first.map {
                        $0.inventory.imports == member.inventory.imports
                            && $0.job.unit.languageMode == member.job.unit.languageMode
                    } ?? true)
                    && declared[index].isDisjoint(with: member.inventory.mentioned)
                    && mentioned[index].isDisjoint(with: member.inventory.declared)
            }
            let index = fits ?? batches.count
            if fits == nil {
                batches.append([])
                declared.append([])
                mentioned.append([])
            }
            batches[index].append(member)
            declared[index].formUnion(member.inventory.declared)
            mentioned[index].formUnion(member.inventory.mentioned)
        }
        return batches.filter { !$0.isEmpty }
    }

    /// Checks one batch, settling every unit that passes inside a passing batch (or, for a
    /// batch of compile-fail units, every unit that fails on its own, ``settleFailures(_:)``).
    func check(_ batch: [Member]) -> Settlement {
        if batch.first?.job.unit.kind == .compileFail { return settleFailures(batch) }
        var settlement = Settlement()
        guard batch.count > 1 else {
            settlement.alone = batch.map(\.job)
            return settlement
        }
        let dump = batch.contains { $0.job.unit.capturesMacroExpansions }
        let store = batch.contains { $0.job.hovers } ? hovers?.newStore() : nil
        let (files, result, seconds) = compileTogether(batch, dumpMacros: dump, index: store)
        let module = Self.module
        settlement.compilations = 1
        let log = result.stderr + result.stdout
        let messages = files.map { CompilerMessage.parse(log, path: $0.path).filter { $0.line != nil } }
        if result.status == 0 {
            let expansions: [[MacroExpansion]?] =
                dump
                ? Self.attribute(result.stderr, to: batch, module: module) : Array(repeating: [], count: batch.count)
            let share = seconds / Double(batch.count)
            let tables = readHovers(store, batch: batch, files: files)
            for (index, (member, own)) in zip(batch, messages).enumerated() {
                guard let dumped = expansions[index] else {
                    settlement.alone.append(member.job)
                    settlement.unattributed.insert(member.job.key)
                    continue
                }
                settlement.outcomes[member.job.key] = UnitOutcome(
                    strategy: .batched, compiled: true, messages: Self.unwrap(own, member),
                    compilerLog: "", outputs: nil, runFailure: nil, runError: "", macroExpansions: dumped,
                    duration: share)
                if member.job.hovers { settlement.outcomes[member.job.key]?.hovers = tables[index] }
            }
            return settlement
        }
        if let store { try? FileManager.default.removeItem(at: store) }
        let failing = zip(batch, messages).filter { $0.1.contains { $0.severity == "error" } }.map(\.0)
        let failingKeys = Set(failing.map(\.job.key))
        let rest = batch.filter { !failingKeys.contains($0.job.key) }
        settlement.alone = failing.map(\.job)
        let retries: [[Member]] =
            failing.isEmpty
            ? [Array(batch.prefix(batch.count / 2)), Array(batch.suffix(from: batch.count / 2))] : [rest]
        for retry in retries {
            let inner = check(retry)
            settlement.outcomes.merge(inner.outcomes) { first, _ in first }
            settlement.alone += inner.alone
            settlement.unattributed.formUnion(inner.unattributed)
            settlement.compilations += inner.compilations
        }
        return settlement
    }

    /// The module a batch is compiled as: named as in a unit's own compilation, since mangled
    /// names (and so expansion buffers and the names macros make unique) spell it.
    static let module = "Snippet"

    /// Writes each member's wrapped file, under the name it has alone, into a folder of its own,
    /// compiles them as one module and removes the folder; the files' paths are what the log names.
    func compileTogether(
        _ batch: [Member], dumpMacros: Bool, index: URL? = nil
    ) -> (files: [URL], result: ProcessResult, seconds: Double) {
        let folder = scratch.appendingPathComponent("batch-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = batch.map { folder.appendingPathComponent($0.job.name + ".swift") }
        for (member, file) in zip(batch, files) { try? ScratchFile.write(member.wrapped.text, to: file) }
        let start = Date()
        let result = compiler.checkBatch(
            files, module: Self.module, languageMode: batch[0].job.unit.languageMode, dumpMacros: dumpMacros,
            index: index)
        return (files, result, Date().timeIntervalSince(start))
    }

    /// The hovers of each member, from the index the batch wrote to `store` (none without one).
    func readHovers(_ store: URL?, batch: [Member], files: [URL]) -> [HoverTable?] {
        hovers?.hovers(of: batch, files: files, store: store, module: Self.module)
            ?? Array(repeating: nil, count: batch.count)
    }

    /// Each member's macro expansions, in the order the compiler dumped them; `nil` for the
    /// members that dump theirs when a buffer cannot be given to exactly one member, since any
    /// of them might be its owner (they are then checked alone). Members that dump nothing get
    /// no expansions, as in their own compilation.
    private static func attribute(_ stderr: String, to batch: [Member], module: String) -> [[MacroExpansion]?] {
        let units = batch.map {
            MacroAttribution.Unit(
                declared: $0.inventory.declared,
                discriminator: MacroAttribution.discriminator(module: module, fileName: $0.job.name + ".swift"))
        }
        var expansions: [[MacroExpansion]] = Array(repeating: [], count: batch.count)
        for buffer in MacroExpansion.buffers(stderr) {
            guard let owner = MacroAttribution.owner(of: buffer.header, among: units) else {
                return batch.map { $0.job.unit.capturesMacroExpansions ? nil : [] }
            }
            expansions[owner].append(buffer.expansion)
        }
        return zip(batch, expansions).map { $0.job.unit.capturesMacroExpansions ? $1 : [] }
    }

    /// Moves messages from the wrapped file's lines back to the unit's own main-file lines.
    static func unwrap(_ messages: [CompilerMessage], _ member: Member) -> [CompilerMessage] {
        let source = member.job.unit.source
        var lineOf: [GeneratedSource.Origin: Int] = [:]
        for (offset, origin) in source.origins.enumerated() {
            if let origin { lineOf[origin] = offset + 1 }
        }
        return messages.map { message in
            var moved = message
            let origin = message.line.flatMap { member.wrapped.origin(ofLine: $0) }
            moved.line = origin.flatMap { lineOf[$0] }
            if moved.line == nil {
                moved.column = nil
            } else if let origin, let scope = member.fileScope, let column = moved.column {
                moved.column = scope.column(column, at: origin)
            }
            return moved
        }
    }
}
