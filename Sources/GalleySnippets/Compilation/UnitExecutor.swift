import Foundation
import GalleyCore
import GalleyToolchain

/// A unit to compute, named by its cache key.
struct UnitJob: Sendable {
    var unit: CompilationUnit
    var key: String
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
    /// Batch compilations started, units settled by a batch, units re-checked alone after one failed.
    var batchCounters = BatchCounters()
    /// Where the time goes, stage by stage, and why units were compiled alone.
    var profile = VerificationProfile()

    /// Computes every job; `finished` is called as each job's outcome becomes final, from
    /// whichever thread computed it, so progress can be shown while the work goes on.
    func execute(_ work: [UnitJob], finished done: (@Sendable (UnitJob) -> Void)? = nil) async
        -> [String: UnitOutcome]
    {
        var alone = work
        var batches: [Compilation] = []
        if batchChecks {
            let (members, others) = BatchChecker.members(of: alone)
            if members.count > 1 {
                batches += BatchChecker.partition(members, count: jobs).map(Compilation.checkBatch)
                alone = others
            }
            if mergeRuns {
                let (members, others) = RunBatcher.members(of: alone)
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
            case .checkBatch(let members): profile.batch("check", size: members.count)
            case .runBatch(let members, _): profile.batch("run", size: members.count)
            case .alone: break
            }
        }
        // One queue for every compilation, the largest first, so no core waits for another to
        // finish a stage while work is left: batches, then units alone, those that also link first.
        batches.sort { $0.size > $1.size }
        alone.sort { ($0.unit.kind == .run ? 0 : 1) < ($1.unit.kind == .run ? 0 : 1) }
        var reasons = Dictionary(alone.map { ($0.key, soloReason($0, fellOut: [])) }) { first, _ in first }
        var compiled = await profile.time("compilations") {
            await compile(batches + alone.map(Compilation.alone), reasons: reasons, done: done)
        }
        // Units a failing batch handed back are compiled alone, after every batch.
        let fellOut = compiled.fallback
        if !fellOut.isEmpty {
            let keys = Set(fellOut.map(\.key))
            for job in fellOut {
                reasons[job.key] =
                    compiled.unattributed.contains(job.key)
                    ? "macro expansions not attributed to one unit" : soloReason(job, fellOut: keys)
            }
            let second = await profile.time("compilations after a failing batch") {
                await compile(fellOut.map(Compilation.alone), reasons: reasons, done: done)
            }
            compiled.outcomes.merge(second.outcomes) { first, _ in first }
            compiled.objects += second.objects
        }
        for job in alone + fellOut { profile.solo(reasons[job.key] ?? "") }
        var outcomes = compiled.outcomes
        let objects = compiled.objects
        guard !objects.isEmpty else { return outcomes }
        let runner = scratch.appendingPathComponent("galley-runner")
        let linked = await profile.time("link") { await Concurrently.onThread { link(objects, to: runner) } }
        let finished = await profile.time("runs") {
            await Concurrently.map(objects, jobs: jobs) { object in
                let outcome = profile.time("runs, summed") {
                    linked ? runMerged(object, runner: runner) : buildAlone(object.job)
                }
                done?(object.job)
                return (object.job.key, outcome)
            }
        }
        if !linked { linkFallbacks.increment() }
        for (key, outcome) in finished { outcomes[key] = outcome }
        return outcomes
    }

    /// One compiler process's worth of work.
    enum Compilation: Sendable {
        case checkBatch([BatchChecker.Member])
        case runBatch([BatchChecker.Member], index: Int)
        case alone(UnitJob)

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
        _ work: [Compilation], reasons: [String: String], done: (@Sendable (UnitJob) -> Void)?
    ) async -> Compiled {
        let checker = BatchChecker(compiler: compiler, scratch: scratch)
        let batcher = RunBatcher(compiler: compiler, scratch: scratch)
        let parts = await Concurrently.map(work, jobs: jobs) { item -> Compiled in
            var part = Compiled()
            switch item {
            case .checkBatch(let batch):
                let settlement = profile.time("check batches, summed") { checker.check(batch) }
                for member in batch where settlement.outcomes[member.job.key] != nil { done?(member.job) }
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
                    done?(job)
                case .object(let object): part.objects = [object]
                }
            }
            return part
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

    /// Why `job` gets a compiler process of its own, for the profile.
    private func soloReason(_ job: UnitJob, fellOut: Set<String>) -> String {
        if job.unit.kind == .compileFail { return "compile-fail" }
        if !batchChecks { return "batching off" }
        if job.unit.kind == .run && !mergeRuns { return "merged runs off" }
        if fellOut.contains(job.key) { return "error in its batch" }
        if job.unit.capturesMacroExpansions, job.unit.kind == .run || !job.unit.declaresOnly {
            return "macro expansions dumped"
        }
        let symbol = job.unit.kind == .run ? "galley_" + job.name : nil
        if case .failure(let refusal) = EntryWrapper.attempt(job.unit, symbol: symbol) {
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
    }

    private func prepare(_ job: UnitJob) -> Either {
        switch job.unit.kind {
        case .check, .compileFail: return .done(check(job))
        case .run:
            guard mergeRuns, let wrapped = EntryWrapper.wrap(job.unit, symbol: "galley_" + job.name)
            else {
                return .done(buildAlone(job))
            }
            let file = write(wrapped.text, named: job.name + "-lib.swift")
            let object = scratch.appendingPathComponent(job.name + ".o")
            let start = Date()
            let result = compiler.compileObject(
                file, module: "GalleyUnit_" + job.name, output: object,
                languageMode: job.unit.languageMode, dumpMacros: job.unit.capturesMacroExpansions)
            guard result.status == 0 else { return .done(buildAlone(job)) }
            return .object(
                MergedObject(
                    job: job, object: object, macroExpansions: MacroExpansion.parse(result.stderr),
                    compileSeconds: Date().timeIntervalSince(start),
                    previews: PreviewCollector(source: wrapped, fileName: file.lastPathComponent)))
        }
    }

    private func check(_ job: UnitJob) -> UnitOutcome {
        let start = Date()
        let file = write(job.unit.source.text, named: job.name + ".swift")
        let result = compiler.check(
            file, module: "Snippet", languageMode: job.unit.languageMode,
            dumpMacros: job.unit.capturesMacroExpansions, parseAsLibrary: job.unit.declaresMain)
        var outcome = UnitOutcome(
            strategy: .checked, compiled: result.status == 0,
            messages: CompilerMessage.parse(result.stderr + result.stdout, path: file.path),
            compilerLog: result.status == 0 ? "" : result.stderr, outputs: nil, runFailure: nil,
            runError: "",
            macroExpansions: MacroExpansion.parse(result.stderr),
            duration: Date().timeIntervalSince(start))
        outcome.toolFailure = result.transientFailure.map { "swiftc \($0)" }
        return outcome
    }

    private func buildAlone(_ job: UnitJob) -> UnitOutcome {
        let start = Date()
        let source = job.unit.source
        let file = write(source.text, named: job.name + ".swift")
        let executable = scratch.appendingPathComponent(job.name + "-alone")
        let result = compiler.link(
            [file.path], module: "Snippet", output: executable, languageMode: job.unit.languageMode,
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

    private func runMerged(_ object: MergedObject, runner: URL) -> UnitOutcome {
        let start = Date()
        var outcome = UnitOutcome(
            strategy: .merged, compiled: true, messages: [], compilerLog: "", outputs: nil,
            runFailure: nil,
            runError: "", macroExpansions: object.macroExpansions, duration: 0)
        record(
            run(runner.path, unit: object.job.unit, entry: "galley_" + object.job.name), unit: object.job.unit,
            previews: object.previews, into: &outcome)
        outcome.duration = object.compileSeconds + Date().timeIntervalSince(start)
        return outcome
    }

    private func link(_ objects: [MergedObject], to runner: URL) -> Bool {
        var dispatcher = objects.map {
            "@MainActor @_silgen_name(\"galley_\($0.job.name)\") func galley_\($0.job.name)() throws\n"
        }
        .joined()
        // The unit to run comes in the environment, which the dispatcher clears before the unit
        // starts, so each unit sees exactly the arguments and environment a program of its own
        // would. Standard output is line-buffered so what a unit printed before a crash is kept.
        dispatcher += "#if canImport(Glibc)\nimport Glibc\n#endif\n"
        dispatcher += "let galleyUnit = getenv(\"GALLEY_UNIT\").map { String(cString: $0) } ?? \"\"\n"
        // `stdout` is found by name: Swift 6 refuses to touch the C global directly.
        dispatcher += "unsetenv(\"GALLEY_UNIT\")\n"
        dispatcher += "if let out = dlsym(UnsafeMutableRawPointer(bitPattern: 0), \"stdout\") {\n"
        dispatcher += "    setvbuf(out.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0)\n}\n"
        dispatcher += "try MainActor.assumeIsolated {\n    switch galleyUnit {\n"
        for object in objects {
            dispatcher += "    case \"galley_\(object.job.name)\": try galley_\(object.job.name)()\n"
        }
        dispatcher += "    default: fatalError(\"no snippet unit named \\(galleyUnit)\")\n    }\n}\n"
        let main = write(dispatcher, named: "main.swift")
        // Units compiled in one batch share an object file; each object is linked once.
        var seen: Set<String> = []
        let paths = objects.map(\.object.path).filter { seen.insert($0).inserted }
        let result = compiler.link(
            [main.path] + paths, module: "GalleyRunner", output: runner,
            withPackage: objects.contains { compiler.importsPackage($0.job.unit.source.text) })
        return result.status == 0
    }

    /// Runs a unit's program in a sandbox whose folder lies outside the scratch folder, so no
    /// relative path from a run reaches the shared runner or another unit's files.
    private func run(_ executable: String, unit: CompilationUnit, entry: String? = nil)
        -> Result<SandboxOutcome, DiagnosticError>
    {
        var limits = self.limits
        limits.timeout = unit.timeout
        let sandbox = Sandbox(limits: limits, isolation: isolation, readablePaths: readablePaths)
        return Result { () throws(DiagnosticError) in
            try sandbox.run(
                executable: executable, arguments: unit.arguments,
                environment: entry.map { ["GALLEY_UNIT": $0] } ?? [:])
        }
    }

    private func record(
        _ result: Result<SandboxOutcome, DiagnosticError>, unit: CompilationUnit, previews: PreviewCollector,
        into outcome: inout UnitOutcome
    ) {
        let sandbox: SandboxOutcome
        switch result {
        case .success(let value): sandbox = value
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
        try? Data(text.utf8).write(to: file)
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
