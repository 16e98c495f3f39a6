import Foundation
import GalleyCore
import GalleyHovers
import GalleyToolchain

/// One `verify` call's working state: the cache, the compiler, a scratch folder and counters.
struct VerificationSession: Sendable {
    let configuration: VerifierConfiguration
    let compiler: SnippetCompiler
    let cache: VerificationCache
    let scratch: URL
    let isolation: SandboxIsolation
    let linkFallbacks = Counter()
    let forkedRuns = Counter()
    let hits = Counter()
    let merged = Counter()
    let separate = Counter()
    let batchCounters = BatchCounters()
    let profile = VerificationProfile()
    /// Units parsed ahead of this session's plan, if any.
    var parsed = ParsedUnits()

    init(
        configuration: VerifierConfiguration, compiler: SnippetCompiler, isolation: SandboxIsolation = .limitsOnly
    ) throws(DiagnosticError) {
        self.configuration = configuration
        self.compiler = compiler
        self.isolation = isolation
        cache = VerificationCache(directory: configuration.cacheDirectory)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-verify-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(
                .error("snippet.scratch", at: nil, "cannot create '\(scratch.path)': \(error)"))
        }
    }

    func finish() { try? FileManager.default.removeItem(at: scratch) }

    /// The cache key of a unit: everything that can change its outcome.
    ///
    /// The leading tag names the recipe of compiling and running units; it changes when an
    /// outcome computed the old way may differ from one computed now (2: runs whose output may
    /// depend on object lifetimes are no longer wrapped, and executables built alone keep what
    /// they printed before a crash; 3: an outcome records the signal a run crashed with; 4: an
    /// outcome holds the unit's compiler hovers; 5: they are stored as a ``HoverTable``; 6: they
    /// are read from the compiler's index), so a cache from an older Galley is computed again.
    func key(of unit: CompilationUnit) -> String {
        var hasher = SHA256()
        hasher.update(
            "galley-unit-6\u{1F}hovers:\(wantsHovers(unit))\u{1F}\(compiler.identity)\u{1F}\(unit.kind.rawValue)\u{1F}\(unit.timeout)"
        )
        hasher.update(
            "\u{1F}\(unit.capturesMacroExpansions)\u{1F}\(configuration.mergeRuns)\u{1F}\(configuration.limits.memoryLimit)"
        )
        for snippet in unit.snippets {
            hasher.update("\u{1F}\(snippet.spec.mode.rawValue):\(snippet.lines.count)")
        }
        hasher.update("\u{1F}args:\(unit.arguments.joined(separator: "\u{1E}"))")
        // An outcome from an isolated run is never reused for one without isolation, or back:
        // a run without isolation can read the cache's secret.
        if unit.kind == .run { hasher.update("\u{1F}isolated:\(isolation.isIsolated)") }
        if unit.stepName != nil { hasher.update("\u{1F}tutorial-step") }
        hasher.update("\u{1F}" + unit.source.text)
        if unit.languageMode != 6 { hasher.update("\u{1F}swift-version=\(unit.languageMode)") }
        // Only units that import one of the package's modules depend on its build.
        if let package = compiler.package, compiler.importsPackage(unit.source.text) {
            hasher.update("\u{1F}package=" + package.fingerprint)
        }
        return hasher.finalize()
    }

    /// Whether the unit's outcome holds its compiler hovers: the site asks for them and one of
    /// the blocks it reports does not turn them off (`no-hovers`). A `compile-fail` unit's are
    /// what the compiler resolved past its errors (a member of a value whose type did not check
    /// has none).
    func wantsHovers(_ unit: CompilationUnit) -> Bool {
        configuration.hovers && unit.reporting.contains { unit.snippets[$0].spec.hovers }
    }

    /// The units with no entry in this session's cache: a hint of what a cold session will
    /// compile (an entry that fails its authentication is found out, and recomputed, there),
    /// so entries are not read and authenticated once more here.
    func uncached(_ units: [CompilationUnit]) -> [CompilationUnit] {
        units.filter { !cache.hasEntry(for: key(of: $0)) }
    }

    /// Verifies `units`, from the cache where possible; with `onlyIfCached`, returns `nil`
    /// as soon as one outcome is missing, having computed nothing.
    func run(_ units: [CompilationUnit], onlyIfCached: Bool = false) async -> [UnitEvaluation]? {
        let keys = units.map(key(of:))
        var seen = Set<String>()
        let distinct = keys.filter { seen.insert($0).inserted }
        let cache = self.cache
        // A lookup that may give up reads nothing unless every entry is there: otherwise the
        // session that follows would read them all again.
        if onlyIfCached, !distinct.allSatisfy(cache.hasEntry(for:)) { return nil }
        // A warm verify reads every entry: each is read, authenticated and decoded on every
        // core, a unit's key once however many units share it.
        let stored = Dictionary(
            uniqueKeysWithValues: zip(distinct, Concurrently.compute(distinct) { cache.outcome(for: $0) }))
        var cached: [String: UnitOutcome] = [:]
        var missing: [UnitJob] = []
        let completed = Counter()
        // Progress is shown only for work that will be done: a lookup that may give up shows none
        // until every outcome is found.
        let progress = onlyIfCached ? nil : configuration.progress
        let total = units.count
        func report(_ unit: CompilationUnit) {
            progress?(
                VerificationProgress(
                    completed: completed.increment(), total: total, file: unit.snippets[0].block.file))
        }
        var pending: [String: [CompilationUnit]] = [:]
        for (unit, key) in zip(units, keys) {
            if let outcome = stored[key] ?? nil {
                cached[key] = outcome
                report(unit)
            } else if onlyIfCached {
                return nil
            } else if pending[key] != nil {
                pending[key]?.append(unit)
            } else {
                pending[key] = [unit]
                missing.append(UnitJob(unit: unit, key: key, hovers: wantsHovers(unit)))
            }
        }
        if onlyIfCached, let shown = configuration.progress {
            for unit in units {
                shown(
                    VerificationProgress(
                        completed: completed.increment(), total: total, file: unit.snippets[0].block.file))
            }
        }
        var executor = UnitExecutor(
            compiler: compiler, scratch: scratch, jobs: configuration.jobs,
            mergeRuns: configuration.mergeRuns,
            limits: configuration.limits, isolation: isolation, readablePaths: readablePaths,
            linkFallbacks: linkFallbacks)
        executor.batchChecks = configuration.batchChecks
        executor.forkServer = configuration.forkServer
        executor.forkedRuns = forkedRuns
        executor.batchCounters = batchCounters
        executor.profile = profile
        executor.parsed = parsed
        let waiting = pending
        let writer = CacheWriter(cache: cache)
        let reader = configuration.hovers ? HoverReader(compiler: compiler, scratch: scratch, profile: profile) : nil
        if missing.contains(where: \.hovers) { reader?.prepare() }
        executor.hovers = reader
        // A unit's hovers come from the index its own compilation wrote; a unit whose path
        // wrote none (built alone after a failed link, or by the driver) is type-checked again
        // for one.
        let hoverer = reader.map {
            HoverIndexer(
                compiler: compiler, reader: $0, parsed: parsed, scratch: scratch, jobs: configuration.jobs,
                profile: profile)
        }
        @Sendable func lacksHovers(_ job: UnitJob, _ outcome: UnitOutcome) -> Bool {
            job.hovers && outcome.hovers == nil && outcome.compiled && outcome.toolFailure == nil
        }
        var computed = await executor.execute(missing) { job, outcome in
            if let hoverer, lacksHovers(job, outcome) {
                hoverer.collect(job, outcome) { writer.store($0, for: job.key) }
            } else {
                writer.store(outcome, for: job.key)
            }
            for unit in waiting[job.key] ?? [] {
                progress?(
                    VerificationProgress(
                        completed: completed.increment(), total: total, file: unit.snippets[0].block.file))
            }
        }
        if let hoverer {
            // Any outcome the executor did not hand over as it went is handed over now, so no
            // path through the executor leaves a unit without its hovers.
            for job in missing where job.hovers && !hoverer.isCollecting(job.key) {
                guard let outcome = computed[job.key], lacksHovers(job, outcome) else { continue }
                hoverer.collect(job, outcome) { writer.store($0, for: job.key) }
            }
            let found = await profile.time("hovers, waited for after the compilations") { await hoverer.finish() }
            for (key, hovers) in found { computed[key]?.hovers = hovers }
        }
        await writer.finish(computed)
        for (_, outcome) in computed {
            switch outcome.strategy {
            case .merged: merged.increment()
            case .alone: separate.increment()
            case .checked, .batched: break
            }
        }
        var evaluations: [UnitEvaluation] = []
        for (unit, key) in zip(units, keys) {
            let fromCache = cached[key] != nil
            if fromCache { hits.increment() }
            guard let outcome = cached[key] ?? computed[key] else { continue }
            evaluations.append(
                UnitEvaluation(
                    unit: unit, outcome: outcome, fromCache: fromCache, bless: configuration.bless))
        }
        return evaluations
    }

    /// What an isolated run may read besides the system: the toolchain's libraries and the runtime.
    var readablePaths: [String] {
        let driver = URL(fileURLWithPath: compiler.toolchain.swiftc).resolvingSymlinksInPath()
        let usr = driver.deletingLastPathComponent().deletingLastPathComponent()
        return [usr.appendingPathComponent("lib").path] + (compiler.runtime.map { [$0.directory.path] } ?? [])
    }

    func statistics(units: Int) -> VerificationStatistics {
        var statistics = VerificationStatistics()
        statistics.units = units
        statistics.cacheHits = hits.count
        statistics.corruptCacheEntries = cache.discardedEntries
        statistics.compilerInvocations = compiler.invocations
        statistics.mergedRuns = merged.count
        statistics.separateRuns = separate.count
        statistics.mergedLinkFallbacks = linkFallbacks.count
        statistics.forkedRuns = forkedRuns.count
        statistics.batchCompilations = batchCounters.compilations.count
        statistics.batchedUnits = batchCounters.settled.count
        statistics.batchFallbacks = batchCounters.fallbacks.count
        statistics.stages = profile.stages
        statistics.soloReasons = profile.soloReasons
        statistics.batchSizes = profile.batchSizes
        return statistics
    }
}
