import Foundation
import GalleyCore
import GalleyToolchain

/// A unit to compute, named by its cache key.
struct UnitJob: Sendable {
    var unit: CompilationUnit
    var key: String
    /// Whether the unit's outcome holds its compiler hovers, read from the index its compilation writes.
    var hovers = false
    /// A short, unique, identifier-safe name derived from the key.
    var name: String { "u" + key.prefix(20) }
}

/// Compiles and runs units that were not in the cache.
///
/// Check and compile-fail units each get one frontend process. Run units are, when
/// ``EntryWrapper`` can wrap them, compiled in parallel to objects under unique module names,
/// linked into one executable with a dispatcher, and run from it one by one, each in its own
/// sandbox. Units that cannot be wrapped, whose object fails to compile, or whose merged link
/// fails are built and run alone, so every diagnostic a user sees comes from their own file.
struct UnitExecutor: Sendable {
    let compiler: SnippetCompiler
    let scratch: URL
    let jobs: Int
    let mergeRuns: Bool
    let limits: SandboxLimits
    /// How runs are isolated, and what they may read (toolchain libraries, the runtime).
    let isolation: SandboxIsolation
    let readablePaths: [String]
    let linkFallbacks: Counter
    /// Check many `check` units per compiler process (``BatchChecker``); off for `--no-batch`.
    var batchChecks = false
    /// Run merged units as children forked by a server in one sandbox (``ForkServer``), where
    /// it can run; off for `--no-batch`, which runs each in a sandbox of its own.
    var forkServer = false
    /// Runs a fork server carried out.
    var forkedRuns = Counter()
    /// Batch compilations started, units settled by a batch, units re-checked alone after one failed.
    var batchCounters = BatchCounters()
    /// Where the time goes, stage by stage, and why units were compiled alone.
    var profile = VerificationProfile()
    /// Units parsed ahead of the plan (``ParsedUnits``).
    var parsed = ParsedUnits()
    /// Reads the compiler hovers of units that want them from their compilations' indexes.
    var hovers: HoverReader? = nil

    /// Computes every job; `finished` is called with each job's outcome as it becomes final,
    /// from whichever thread computed it, so progress can be shown and the outcome stored while
    /// the work goes on.
    func execute(_ work: [UnitJob], finished done: (@Sendable (UnitJob, UnitOutcome) -> Void)? = nil) async
        -> [String: UnitOutcome]
    {
        // The batches' frontend commands are asked for while the units are inventoried.
        let compiler = self.compiler
        async let asked: Void = compiler.prepareTemplates(batchTemplates(for: work))
        // Inventorying parses every unit on every core, so it runs on a thread of its own
        // rather than holding a task of the cooperative pool.
        let (batches, alone) = await Concurrently.onThread { profile.time("plan") { plan(work) } }
        // Two queues share the cores: what leads to a run (run batches, units built alone,
        // then the link and the runs) takes a free core first; checks fill the cores it leaves
        // idle, so they overlap the link and the runs instead of delaying both. Within a
        // queue the largest compilation comes first, so no core waits for the slowest.
        let reasons = Dictionary(alone.map { ($0.key, soloReason($0, fellOut: [])) }) { first, _ in first }
        // Longest first, by an estimate (a process's fixed cost plus its source text), so a
        // long unit compiled alone, such as a tutorial's last step, does not end the session
        // with one core idle.
        let queue = (batches + alone.map(Compilation.alone)).sorted { $0.estimatedCost > $1.estimatedCost }
        let toRun = queue.filter(\.leadsToRun)
        await asked
        // Programs linked into the runner compile as main files, from a command of their own.
        let programNeeds = Set(
            queue.compactMap { item -> SnippetCompiler.TemplateNeed? in
                guard case .alone(let job) = item, job.unit.kind == .run, mergeRuns,
                    case .failure(let refusal) = EntryWrapper.attempt(parsed.parse(of: job.unit), symbol: nil),
                    linksAsProgram(refusal)
                else { return nil }
                return .init(action: "-c", languageMode: job.unit.languageMode, wholeModule: false, mainFile: true)
            })
        await compiler.prepareTemplates(Set(queue.map(\.template)).union(programNeeds))
        let slots = Slots(jobs)
        let start = Date()
        // The runner's link is prepared beside the first compilations, without a slot of its
        // own (it is small), so it can start as soon as the last run batch is done.
        let merging = mergeRuns && !toRun.isEmpty
        async let runnerLink = Concurrently.onThread {
            merging ? RunnerLink.prepare(compiler: compiler, scratch: scratch, profile: profile) : nil
        }
        async let checked = settle(
            queue.filter { !$0.leadsToRun }, urgency: .later, slots: slots, reasons: reasons, done: done)
        let ran = await settle(toRun, urgency: .first, slots: slots, reasons: reasons, done: done)
        var outcomes = ran.compiled.outcomes
        let objects = ran.compiled.objects
        if !objects.isEmpty {
            let runner = scratch.appendingPathComponent("galley-runner")
            // The link and the runs take no slot: a check compiled meanwhile shares the cores
            // with them, where waiting for a slot could leave the link behind a whole check batch.
            let prepared = await runnerLink
            let linked = await profile.time("link") {
                await Concurrently.onThread { link(objects, to: runner, with: prepared) }
            }
            let servers =
                linked && forkServer
                ? ForkServerPool(executable: runner.path, sandbox: sandbox(timeout: limits.timeout)) : nil
            let finished = await profile.time("runs") {
                await Concurrently.map(objects, jobs: jobs) { object in
                    let outcome = profile.time("runs, summed") {
                        linked ? runMerged(object, runner: runner, servers: servers) : buildAlone(object.job)
                    }
                    done?(object.job, outcome)
                    return (object.job.key, outcome)
                }
            }
            servers?.close()
            if !linked { linkFallbacks.increment() }
            for (key, outcome) in finished { outcomes[key] = outcome }
        }
        let checks = await checked
        outcomes.merge(checks.compiled.outcomes) { first, _ in first }
        profile.add("compilations", seconds: max(ran.compiledBy, checks.compiledBy).timeIntervalSince(start))
        let allReasons = ran.reasons.merging(checks.reasons) { first, _ in first }
        for job in alone + ran.fellOut + checks.fellOut { profile.solo(allReasons[job.key] ?? "") }
        return outcomes
    }

    /// Batches of units that can share a compiler process, and the units that go alone.
    private func plan(_ work: [UnitJob]) -> (batches: [Compilation], alone: [UnitJob]) {
        var alone = work
        var batches: [Compilation] = []
        if batchChecks {
            let (members, others) = BatchChecker.members(of: alone, parsed: parsed)
            if members.count > 1 {
                batches += BatchChecker.partition(members, count: jobs).map(Compilation.checkBatch)
                alone = others
            }
            // Compile-fail units made of declarations share batches of their own, where each
            // unit's own errors settle it (``BatchChecker/settleFailures(_:)``).
            let (failing, rest) = BatchChecker.failMembers(of: alone, parsed: parsed)
            if failing.count > 1 {
                batches += BatchChecker.partition(failing, count: 1).map(Compilation.checkBatch)
                alone = rest
            }
            if mergeRuns {
                let (members, others) = RunBatcher.members(of: alone, parsed: parsed)
                if members.count > 1 {
                    batches += BatchChecker.partition(members, count: jobs).enumerated().map {
                        Compilation.runBatch($0.element, index: $0.offset)
                    }
                    alone = others
                }
            }
        }
        // A batch of one unit is that unit alone.
        for batch in batches {
            switch batch {
            case .checkBatch(let members), .runBatch(let members, _):
                if members.count == 1 { alone += members.map(\.job) }
            case .alone: break
            }
        }
        batches.removeAll { $0.size < 2 }
        for batch in batches {
            switch batch {
            case .checkBatch(let members):
                profile.batch(members[0].job.unit.kind == .compileFail ? "compile-fail" : "check", size: members.count)
            case .runBatch(let members, _): profile.batch("run", size: members.count)
            case .alone: break
            }
        }
        return (batches, alone)
    }

    /// The whole-module commands that batches of `work` will most likely need.
    private func batchTemplates(for work: [UnitJob]) -> Set<SnippetCompiler.TemplateNeed> {
        guard batchChecks else { return [] }
        var needs: Set<SnippetCompiler.TemplateNeed> = []
        for job in work {
            switch job.unit.kind {
            case .check, .compileFail:
                needs.insert(.init(action: "-emit-sil", languageMode: job.unit.languageMode, wholeModule: true))
            case .run where mergeRuns:
                needs.insert(.init(action: "-c", languageMode: job.unit.languageMode, wholeModule: true))
            default: break
            }
        }
        return needs
    }

    /// Compiles `work` with slots of `urgency`, then compiles alone, after every batch, the
    /// units a failing batch handed back.
    private func settle(
        _ work: [Compilation], urgency: Slots.Urgency, slots: Slots, reasons: [String: String],
        done: (@Sendable (UnitJob, UnitOutcome) -> Void)?
    ) async -> (compiled: Compiled, fellOut: [UnitJob], reasons: [String: String], compiledBy: Date) {
        var reasons = reasons
        var compiled = await compile(work, urgency: urgency, slots: slots, reasons: reasons, done: done)
        let compiledBy = Date()
        let fellOut = compiled.fallback
        guard !fellOut.isEmpty else { return (compiled, [], reasons, compiledBy) }
        let keys = Set(fellOut.map(\.key))
        for job in fellOut {
            reasons[job.key] =
                compiled.unattributed.contains(job.key)
                ? "macro expansions not attributed to one unit" : soloReason(job, fellOut: keys)
        }
        let second = await profile.time("compilations after a failing batch") {
            await compile(
                fellOut.map(Compilation.alone), urgency: urgency, slots: slots, reasons: reasons, done: done)
        }
        compiled.outcomes.merge(second.outcomes) { first, _ in first }
        compiled.objects += second.objects
        return (compiled, fellOut, reasons, compiledBy)
    }

    /// One compiler process's worth of work.
    enum Compilation: Sendable {
        case checkBatch([BatchChecker.Member])
        case runBatch([BatchChecker.Member], index: Int)
        case alone(UnitJob)

        /// The frontend command this compilation is made from.
        var template: SnippetCompiler.TemplateNeed {
            switch self {
            case .checkBatch(let members):
                .init(action: "-emit-sil", languageMode: members[0].job.unit.languageMode, wholeModule: true)
            case .runBatch(let members, _):
                .init(action: "-c", languageMode: members[0].job.unit.languageMode, wholeModule: true)
            case .alone(let job):
                .init(
                    action: job.unit.kind == .run ? "-c" : "-emit-sil", languageMode: job.unit.languageMode,
                    wholeModule: false)
            }
        }

        /// Whether what this compiles is linked and run (a run batch, a run unit alone).
        var leadsToRun: Bool {
            switch self {
            case .runBatch: true
            case .checkBatch: false
            case .alone(let job): job.unit.kind == .run
            }
        }

        /// A guess at what this compilation costs, in bytes of source: a process's fixed cost
        /// (start-up and module loading, about what 1,500 bytes of snippet cost) plus its text.
        var estimatedCost: Int {
            switch self {
            case .checkBatch(let members), .runBatch(let members, _):
                1_500 + members.reduce(0) { $0 + $1.wrapped.text.utf8.count }
            case .alone(let job): 1_500 + job.unit.source.text.utf8.count
            }
        }

        var size: Int {
            switch self {
            case .checkBatch(let members), .runBatch(let members, _): members.count
            case .alone: 1
            }
        }
    }

    /// What a set of compilations settled, the objects to link, and the units to compile alone.
    struct Compiled: Sendable {
        var outcomes: [String: UnitOutcome] = [:]
        var objects: [MergedObject] = []
        var fallback: [UnitJob] = []
        /// Keys of fallback units whose batch dumped a macro expansion no single unit owned.
        var unattributed: Set<String> = []
    }

    /// Runs `work` on `jobs` threads and gathers what it settled.
    private func compile(
        _ work: [Compilation], urgency: Slots.Urgency, slots: Slots, reasons: [String: String],
        done: (@Sendable (UnitJob, UnitOutcome) -> Void)?
    ) async -> Compiled {
        let checker = BatchChecker(compiler: compiler, scratch: scratch, hovers: hovers)
        let batcher = RunBatcher(compiler: compiler, scratch: scratch, hovers: hovers)
        let parts = await Concurrently.map(work, jobs: jobs) { item -> Compiled in
            slots.with(urgency) { compile(item, checker: checker, batcher: batcher, reasons: reasons, done: done) }
        }
        var compiled = Compiled()
        for part in parts {
            compiled.outcomes.merge(part.outcomes) { first, _ in first }
            compiled.objects += part.objects
            compiled.fallback += part.fallback
            compiled.unattributed.formUnion(part.unattributed)
        }
        return compiled
    }

    /// Runs one compilation (one compiler process, or a batch and its retries).
    private func compile(
        _ item: Compilation, checker: BatchChecker, batcher: RunBatcher, reasons: [String: String],
        done: (@Sendable (UnitJob, UnitOutcome) -> Void)?
    ) -> Compiled {
        var part = Compiled()
        switch item {
        case .checkBatch(let batch):
            let settlement = profile.time("check batches, summed") { checker.check(batch) }
            for member in batch {
                if let outcome = settlement.outcomes[member.job.key] { done?(member.job, outcome) }
            }
            part.outcomes = settlement.outcomes
            part.fallback = settlement.alone
            part.unattributed = settlement.unattributed
            batchCounters.compilations.add(settlement.compilations)
            batchCounters.settled.add(settlement.outcomes.count)
            batchCounters.fallbacks.add(settlement.alone.count)
        case .runBatch(let batch, let index):
            let (objects, fallback) = profile.time("run batches, summed") {
                batcher.compile(batch, index: index)
            }
            part.objects = objects
            part.fallback = fallback
            if batch.count > 1 {
                batchCounters.compilations.increment()
                batchCounters.settled.add(objects.count)
                batchCounters.fallbacks.add(fallback.count)
            }
        case .alone(let job):
            let result = profile.time("units alone, summed: " + (reasons[job.key] ?? "")) { prepare(job) }
            switch result {
            case .done(let outcome):
                part.outcomes[job.key] = outcome
                done?(job, outcome)
            case .object(let object): part.objects = [object]
            }
        }
        return part
    }

    /// Why `job` gets a compiler process of its own, for the profile.
    private func soloReason(_ job: UnitJob, fellOut: Set<String>) -> String {
        if job.unit.kind == .compileFail {
            return fellOut.contains(job.key) ? "compile-fail without an error of its own in its batch" : "compile-fail"
        }
        if !batchChecks { return "batching off" }
        if job.unit.kind == .run && !mergeRuns { return "merged runs off" }
        if fellOut.contains(job.key) { return "error in its batch" }
        let parsed = parsed.parse(of: job.unit)
        if job.unit.capturesMacroExpansions, job.unit.kind == .run || !parsed.declaresOnly {
            return "macro expansions dumped"
        }
        let symbol = job.unit.kind == .run ? "galley_" + job.name : nil
        if case .failure(let refusal) = EntryWrapper.attempt(parsed, symbol: symbol) {
            return "cannot be wrapped: " + refusal.rawValue
        }
        return "batch of one"
    }

    // MARK: - Steps

    enum Either: Sendable {
        case done(UnitOutcome)
        case object(MergedObject)
    }

    struct MergedObject: Sendable {
        var job: UnitJob
        var object: URL
        var macroExpansions: [MacroExpansion]
        var compileSeconds: Double
        /// The compiled file, for mapping the lines its previews name.
        var previews: PreviewCollector
        /// Whether the object is a whole program with a renamed entry point (``compileProgram(_:)``)
        /// rather than a wrapped unit's entry function.
        var program = false
        /// The unit's compiler hovers, read from its compilation's index, when it wants them.
        var hovers: HoverTable? = nil
        /// Whether the unit's top-level declarations were given file scope (``FileScope``), so
        /// its program prints its types' names with the context the runtime gives a private type.
        var fileScoped = false
    }

    private func prepare(_ job: UnitJob) -> Either {
        switch job.unit.kind {
        case .check, .compileFail: return .done(check(job))
        case .run:
            guard mergeRuns else { return .done(buildAlone(job)) }
            let wrapped: GeneratedSource
            switch EntryWrapper.attempt(parsed.parse(of: job.unit), symbol: "galley_" + job.name) {
            case .success(let made): wrapped = made
            case .failure(let refusal):
                if linksAsProgram(refusal), let program = compileProgram(job) { return .object(program) }
                return .done(buildAlone(job))
            }
            let file = write(wrapped.text, named: job.name + "-lib.swift")
            let object = scratch.appendingPathComponent(job.name + ".o")
            let start = Date()
            let store = job.hovers ? hovers?.newStore() : nil
            let module = "GalleyUnit_" + job.name
            let result = compiler.compileObject(
                file, module: module, output: object,
                languageMode: job.unit.languageMode, dumpMacros: job.unit.capturesMacroExpansions, index: store)
            guard result.status == 0 else {
                if let store { try? FileManager.default.removeItem(at: store) }
                return .done(buildAlone(job))
            }
            return .object(
                MergedObject(
                    job: job, object: object, macroExpansions: MacroExpansion.parse(result.stderr),
                    compileSeconds: Date().timeIntervalSince(start),
                    previews: PreviewCollector(source: wrapped, fileName: file.lastPathComponent),
                    hovers: readHovers(store, file: file, unit: job.unit, wrapped: wrapped, module: module)))
        }
    }

    /// Whether a run unit that cannot be wrapped for `refusal` is compiled as the program it is
    /// (its own file, top-level code and all) with its entry point renamed, and linked into the
    /// merged runner; `--no-batch` builds it alone, as the reference the equivalence test uses.
    private func linksAsProgram(_ refusal: EntryWrapper.Refusal) -> Bool {
        // Top-level `await` makes an asynchronous entry point; a syntax error is reported alone.
        batchChecks && refusal != .topLevelAwait && refusal != .syntaxError
    }

    /// Compiles `job` as a program whose `main` is named `galley_<name>`, or `nil` when it does
    /// not compile (it is then built alone, for its own diagnostics).
    private func compileProgram(_ job: UnitJob) -> MergedObject? {
        let file = write(job.unit.source.text, named: job.name + ".swift")
        let object = scratch.appendingPathComponent(job.name + "-program.o")
        let start = Date()
        let store = job.hovers ? hovers?.newStore() : nil
        let module = "GalleyUnit_" + job.name
        let result = compiler.compileProgram(
            file, module: module, entry: RunnerLink.programSymbol(job.name), output: object,
            languageMode: job.unit.languageMode, dumpMacros: job.unit.capturesMacroExpansions,
            parseAsLibrary: job.unit.declaresMain, index: store)
        guard result.status == 0 else {
            if let store { try? FileManager.default.removeItem(at: store) }
            return nil
        }
        return MergedObject(
            job: job, object: object, macroExpansions: MacroExpansion.parse(result.stderr),
            compileSeconds: Date().timeIntervalSince(start),
            previews: PreviewCollector(source: job.unit.source, fileName: file.lastPathComponent), program: true,
            hovers: readHovers(store, file: file, unit: job.unit, wrapped: nil, module: module))
    }

    /// A unit's hovers from the index its compilation wrote to `store` (none without one).
    private func readHovers(
        _ store: URL?, file: URL, unit: CompilationUnit, wrapped: GeneratedSource?, module: String
    ) -> HoverTable? {
        guard let store, let hovers else { return nil }
        return hovers.hovers(
            store: store, files: [HoverReader.Compiled(file: file, unit: unit, wrapped: wrapped)], module: module)[0]
    }

    private func check(_ job: UnitJob) -> UnitOutcome {
        let start = Date()
        let file = write(job.unit.source.text, named: job.name + ".swift")
        let store = job.hovers ? hovers?.newStore() : nil
        let result = compiler.check(
            file, module: "Snippet", languageMode: job.unit.languageMode,
            dumpMacros: job.unit.capturesMacroExpansions, parseAsLibrary: job.unit.declaresMain, index: store)
        var outcome = UnitOutcome(
            strategy: .checked, compiled: result.status == 0,
            messages: CompilerMessage.parse(result.stderr + result.stdout, path: file.path),
            compilerLog: result.status == 0 ? "" : result.stderr, outputs: nil, runFailure: nil,
            runError: "",
            macroExpansions: MacroExpansion.parse(result.stderr),
            duration: Date().timeIntervalSince(start))
        outcome.toolFailure = result.transientFailure.map { "swiftc \($0)" }
        // A compile-fail unit shows what the compiler could still resolve past its errors.
        if outcome.compiled || job.unit.kind == .compileFail {
            outcome.hovers = readHovers(store, file: file, unit: job.unit, wrapped: nil, module: "Snippet")
        } else if let store {
            try? FileManager.default.removeItem(at: store)
        }
        return outcome
    }

    private func buildAlone(_ job: UnitJob) -> UnitOutcome {
        let start = Date()
        let source = job.unit.source
        let file = write(source.text, named: job.name + ".swift")
        let executable = scratch.appendingPathComponent(job.name + "-alone")
        // Standard output line-buffered, as in the merged runner.
        let lineBuffered = compiler.lineBufferedOutputObject.map { [$0.path] } ?? []
        let result = compiler.link(
            [file.path] + lineBuffered, module: "Snippet", output: executable, languageMode: job.unit.languageMode,
            dumpMacros: job.unit.capturesMacroExpansions, parseAsLibrary: job.unit.declaresMain,
            withPackage: compiler.importsPackage(source.text))
        var outcome = UnitOutcome(
            strategy: .alone, compiled: result.status == 0,
            messages: CompilerMessage.parse(result.stderr + result.stdout, path: file.path),
            compilerLog: result.status == 0 ? "" : result.stderr, outputs: nil, runFailure: nil,
            runError: "",
            macroExpansions: MacroExpansion.parse(result.stderr), duration: 0)
        outcome.toolFailure = result.transientFailure.map { "swiftc \($0)" }
        if outcome.compiled {
            record(
                run(executable.path, unit: job.unit), unit: job.unit,
                previews: PreviewCollector(source: source, fileName: file.lastPathComponent),
                into: &outcome)
        }
        outcome.duration = Date().timeIntervalSince(start)
        return outcome
    }

    private func runMerged(_ object: MergedObject, runner: URL, servers: ForkServerPool?) -> UnitOutcome {
        let start = Date()
        var outcome = UnitOutcome(
            strategy: .merged, compiled: true, messages: [], compilerLog: "", outputs: nil,
            runFailure: nil,
            runError: "", macroExpansions: object.macroExpansions, duration: 0)
        outcome.hovers = object.hovers
        let entry = "galley_" + object.job.name
        let ran: Result<SandboxOutcome, DiagnosticError>
        // A forked child keeps the server's arguments (the runner's path alone), so a unit given
        // arguments of its own runs in a sandbox of its own.
        if let servers, object.job.unit.arguments.isEmpty,
            let forked = servers.run(
                entry: entry, environment: [:], limits: limits.with(timeout: object.job.unit.timeout))
        {
            forkedRuns.increment()
            ran = .success(forked)
        } else {
            ran = run(runner.path, unit: object.job.unit, entry: entry)
        }
        record(
            ran, unit: object.job.unit, previews: object.previews, fileScoped: object.fileScoped, into: &outcome)
        outcome.duration = object.compileSeconds + Date().timeIntervalSince(start)
        return outcome
    }

    /// Links the merged runner: each object once (units compiled in one batch share one), and
    /// exported, the symbol the dispatcher looks each unit up by.
    private func link(_ objects: [MergedObject], to runner: URL, with prepared: RunnerLink?) -> Bool {
        var seen: Set<String> = []
        let paths = objects.map(\.object.path).filter { seen.insert($0).inserted }
        let exports = objects.map { $0.program ? RunnerLink.programSymbol($0.job.name) : "galley_" + $0.job.name }
        let link = prepared ?? RunnerLink.prepare(compiler: compiler, scratch: scratch, profile: profile)
        return link.link(
            paths, exports: exports, to: runner,
            withPackage: objects.contains { compiler.importsPackage($0.job.unit.source.text) })
    }

    /// Runs a unit's program in a sandbox whose folder lies outside the scratch folder, so no
    /// relative path from a run reaches the shared runner or another unit's files.
    private func run(_ executable: String, unit: CompilationUnit, entry: String? = nil)
        -> Result<SandboxOutcome, DiagnosticError>
    {
        let sandbox = sandbox(timeout: unit.timeout)
        return Result { () throws(DiagnosticError) in
            try sandbox.run(
                executable: executable, arguments: unit.arguments,
                environment: entry.map { ["GALLEY_UNIT": $0] } ?? [:])
        }
    }

    /// The sandbox of a run with `timeout`.
    private func sandbox(timeout: Double) -> Sandbox {
        Sandbox(limits: limits.with(timeout: timeout), isolation: isolation, readablePaths: readablePaths)
    }

    private func record(
        _ result: Result<SandboxOutcome, DiagnosticError>, unit: CompilationUnit, previews: PreviewCollector,
        fileScoped: Bool = false, into outcome: inout UnitOutcome
    ) {
        var sandbox: SandboxOutcome
        switch result {
        case .success(let value):
            sandbox = value
            // Output reads as the unit's own program would print it, however it was batched.
            sandbox.stdout = ModuleNames.asAlone(sandbox.stdout, fileScoped: fileScoped)
            sandbox.stderr = ModuleNames.asAlone(sandbox.stderr, fileScoped: fileScoped)
        case .failure(let error):
            outcome.toolFailure =
                "the snippet's program could not be started: \(error.diagnostics.first?.summary ?? "")"
            return
        }
        if let failure = sandbox.launchFailure {
            outcome.toolFailure = "the snippet's program could not be started: \(failure)"
            return
        }
        outcome.runFailure = sandbox.failureReason
        outcome.runError = sandbox.stderr
        outcome.crashSignal = sandbox.crashSignal
        outcome.runLimits = sandbox.failureReason == nil ? nil : limits.with(timeout: unit.timeout).summary
        if let document = sandbox.previewDocument {
            switch previews.collect(document) {
            case .success(let collected): outcome.previews = collected
            case .failure(let failure): outcome.previewFailure = failure.message
            }
        }
        if let line = sandbox.stderr.split(separator: "\n").first(where: {
            $0.hasPrefix("GalleyRuntime: cannot write the preview")
        }) {
            outcome.previewFailure = String(line.dropFirst("GalleyRuntime: ".count))
        }
        if unit.hasOutputMarkers {
            outcome.outputs = UnitOutcome.split(sandbox.stdout, blocks: unit.snippets.count)
        } else {
            // One block, or a group with its own `@main`: the last `run` block shows everything.
            var outputs = [String](repeating: "", count: unit.snippets.count)
            outputs[unit.snippets.lastIndex { $0.spec.mode == .run } ?? 0] = sandbox.stdout
            outcome.outputs = outputs
        }
    }

    private func write(_ text: String, named name: String) -> URL {
        let file = scratch.appendingPathComponent(name)
        try? ScratchFile.write(text, to: file)
        return file
    }
}

extension SandboxLimits {
    fileprivate func with(timeout: Double) -> SandboxLimits {
        var copy = self
        copy.timeout = timeout
        return copy
    }
}
