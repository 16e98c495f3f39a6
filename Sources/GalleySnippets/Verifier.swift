import Foundation
import GalleyCore
import GalleySwiftFacts
import GalleyToolchain

/// Proves the Swift blocks of a site: the library behind `galley verify`.
///
/// ```swift
/// let verifier = Verifier(configuration: VerifierConfiguration(
///     toolchain: try Toolchain.locate(), runtimeSourceRoot: sources, cacheDirectory: cache))
/// let report = try await verifier.verify(articles: [ArticleBlocks(file: path, blocks: blocks)])
/// print(TextReportFormatter().format(report))
/// ```
///
/// Each article's blocks are grouped into compilation units; a unit's outcome is looked up in
/// the content-addressed cache, and only missing outcomes are computed, in parallel, with run
/// units linked into one executable where possible.
package struct Verifier: Sendable {
    /// The session's settings.
    package var configuration: VerifierConfiguration

    /// Creates a verifier with `configuration`.
    package init(configuration: VerifierConfiguration) {
        self.configuration = configuration
    }

    /// The Apple modules other than SwiftUI that the runtime mirrors and `articles` import, in a
    /// block's own `import` lines or in the imports every block gets (the session's, or an
    /// article's own list): the runtime builds those mirrors for the session.
    static func mirroredImports(of articles: [ArticleBlocks], settings: SnippetSettings) -> Set<String> {
        let mirrored = Set(RuntimeArtifacts.allMirrors.map(\.apple))
        var found = mirrored.intersection(settings.imports)
        for article in articles {
            found.formUnion(mirrored.intersection(article.imports ?? []))
            for block in article.blocks { found.formUnion(RuntimeArtifacts.mirrorsImported(by: block.code)) }
        }
        return found
    }

    /// Verifies every Swift block of `articles`; a tutorial's step blocks compile step by step.
    ///
    /// Throws only when verification cannot start (the runtime does not build, the scratch
    /// folder cannot be made); broken snippets are reported in the returned report.
    ///
    /// With a `memo` (a site's build and preview), an article whose key is the one its kept
    /// verdicts were proven under is not planned, keyed or looked up again: its verdicts are
    /// reused (``VerificationReport/reused``), and the articles verified now are kept for the
    /// next build. A shard or blessing session neither reads nor writes the memo.
    package func verify(
        articles: [ArticleBlocks], reusing memo: ProofMemo? = nil
    ) async throws(DiagnosticError) -> VerificationReport {
        let start = Date()
        let configuration = self.configuration
        var stages: [String: Double] = [:]
        let settings = configuration.snippets
        let runtime = try await Concurrently.onThread {
            Result { () throws(DiagnosticError) -> RuntimeArtifacts? in
                guard settings.runtime == .galleyUI else { return nil }
                return try RuntimeBuilder(
                    toolchain: configuration.toolchain, sourceRoot: configuration.runtimeSourceRoot,
                    cacheDirectory: configuration.runtimeCacheDirectory ?? configuration.cacheDirectory
                ).build(mirroring: Self.mirroredImports(of: articles, settings: settings))
            }
        }.get()
        stages["runtime"] = Date().timeIntervalSince(start)
        let package = try await Concurrently.onThread {
            Result { () throws(DiagnosticError) -> PackageArtifacts? in
                guard let package = settings.package else { return nil }
                if let built = configuration.builtPackage { return built }
                return try PackageDiagnostics.build(
                    package, toolchain: configuration.toolchain, cacheDirectory: configuration.cacheDirectory)
            }
        }.get()
        let compiler = await Concurrently.onThread {
            SnippetCompiler(
                toolchain: configuration.toolchain, runtime: runtime, package: package,
                memo: configuration.runtimeCacheDirectory ?? configuration.cacheDirectory,
                runnerBuilder: RuntimeBuilder(
                    toolchain: configuration.toolchain, sourceRoot: configuration.runtimeSourceRoot,
                    cacheDirectory: configuration.runtimeCacheDirectory ?? configuration.cacheDirectory))
        }
        // Articles whose verdicts the memo kept under the same key are taken as they are.
        var reuse = ProofReuse(memo: memo, configuration: configuration, compiler: compiler)
        let fresh = reuse.partition(articles)
        let ordered = Self.ordered(fresh)
        let plans = ordered.map(ArticlePlan.init(article:))
        let units = Self.units(of: plans, settings: settings, shard: configuration.shard)
        var report = VerificationReport(
            results: plans.flatMap(\.settled).filter {
                configuration.shard.contains(unitID: CompilationUnit.soloID(file: $0.file, blockIndex: $0.blockIndex))
            },
            sessionDiagnostics: plans.flatMap(\.diagnostics), blessings: [],
            toolchainVersion: configuration.toolchain.versionString, shard: configuration.shard,
            statistics: VerificationStatistics(), strict: configuration.strict)
        report.reused = reuse.reused
        report.statistics.reusedArticles = reuse.reused.count
        if reuse.isActive, units.isEmpty {
            // Nothing to compile, run or look up: no session, no sandbox probe.
            reuse.keep(fresh: fresh, plans: zip(ordered, plans), results: report.results, isolation: nil)
            report.statistics.seconds = Date().timeIntervalSince(start)
            finish(&report)
            return report
        }
        // The sandbox is probed (a chain of processes) only when something may run: when every
        // outcome is cached under the isolation presumed without probing, nothing runs.
        var session: VerificationSession?
        var evaluations: [UnitEvaluation] = []
        var discarded = 0
        // Units to parse while the sandbox is probed: those the cache lacked under the presumed isolation.
        var missing: [CompilationUnit] = []
        if let presumed = SandboxIsolation.presumed(configuration.sandbox) {
            let warm = try VerificationSession(configuration: configuration, compiler: compiler, isolation: presumed)
            if let cached = await warm.run(units, onlyIfCached: true) {
                (session, evaluations) = (warm, cached)
            } else {
                discarded = warm.cache.discardedEntries
                missing = warm.uncached(units)
                warm.finish()
            }
        }
        if session == nil {
            // Probing the sandbox mostly waits for bubblewrap; the units are parsed meanwhile,
            // both started before the toolchain was asked when the cache did not know it.
            let prefetch = configuration.prefetch.flatMap { $0.sandbox == configuration.sandbox ? $0 : nil }
            let parsed = prefetch?.parsed ?? ParsedUnits()
            let probing = Date()
            let probed: Result<(SandboxIsolation, warning: Diagnostic?), DiagnosticError>
            if let prefetch {
                // Parsed ahead: only units the prefetch did not know are parsed now.
                probed = await prefetch.finished()
                let rest = parsed.unparsed(missing)
                if !rest.isEmpty { await Concurrently.onThread { parsed.parse(rest) } }
            } else {
                let toParse = missing
                async let parsing: Void = Concurrently.onThread { parsed.parse(toParse) }
                probed = await Concurrently.onThread {
                    Result { () throws(DiagnosticError) in try SandboxIsolation.resolve(configuration.sandbox) }
                }
                await parsing
            }
            let (isolation, warning) = try probed.get()
            stages["probe, units parsed meanwhile"] = Date().timeIntervalSince(probing)
            report.sessionDiagnostics.insert(contentsOf: warning.map { [$0] } ?? [], at: 0)
            var cold = try VerificationSession(configuration: configuration, compiler: compiler, isolation: isolation)
            cold.parsed = parsed
            (session, evaluations) = (cold, await cold.run(units) ?? [])
        }
        guard let session else {
            finish(&report)
            return report
        }
        defer { session.finish() }
        for evaluation in evaluations {
            report.results += evaluation.results
            report.blessings += evaluation.blessings
        }
        report.results.sort { ($0.file, $0.blockIndex) < ($1.file, $1.blockIndex) }
        reuse.keep(fresh: fresh, plans: zip(ordered, plans), results: report.results, isolation: session.isolation)
        report.statistics = session.statistics(units: units.count)
        report.statistics.reusedArticles = reuse.reused.count
        report.statistics.corruptCacheEntries += discarded
        report.statistics.seconds = Date().timeIntervalSince(start)
        report.statistics.stages.merge(stages) { _, new in new }
        if let problem = SwiftFacts.problem {
            // Verdicts stand (each such unit was compiled alone, as written); only speed was lost.
            report.sessionDiagnostics.append(
                .warning(
                    "swift-parser.unavailable", at: nil,
                    "units the Swift parser could not read were compiled one by one: \(problem)"))
        }
        finish(&report)
        return report
    }

    /// Articles with blocks in order, then tutorials without a fenced block, by file, so
    /// diagnostics keep their order.
    static func plans(of articles: [ArticleBlocks]) -> [ArticlePlan] {
        ordered(articles).map(ArticlePlan.init(article:))
    }

    /// The articles ``plans(of:)`` plans, in its order.
    static func ordered(_ articles: [ArticleBlocks]) -> [ArticleBlocks] {
        articles.filter { !$0.blocks.isEmpty }
            + articles.filter { $0.blocks.isEmpty && $0.outline != nil }.sorted { $0.file < $1.file }
    }

    /// The compilation units a session verifies: every plan's, in `shard`, configured by `settings`.
    static func units(of plans: [ArticlePlan], settings: SnippetSettings, shard: Shard) -> [CompilationUnit] {
        plans.flatMap { plan in
            var own = settings
            own.imports = plan.imports ?? settings.imports
            own.languageMode = plan.languageMode ?? settings.languageMode
            return plan.units.filter { shard.contains(unitID: $0.id) }.map { $0.configured(by: own) }
        }
    }

    /// ``units(of:settings:shard:)`` of the plans of `articles`.
    static func units(of articles: [ArticleBlocks], settings: SnippetSettings, shard: Shard) -> [CompilationUnit] {
        units(of: plans(of: articles), settings: settings, shard: shard)
    }
}

extension Verifier {
    /// The last touches every report gets: strict warnings fail their blocks, errors about
    /// SwiftUI names GalleyUI lacks say so, and (for a site) a missing module's error says where
    /// modules come from.
    func finish(_ report: inout VerificationReport) {
        report.failBlocksWarnedUnderStrict()
        if configuration.explainsMissingModules {
            report.noteMissingModules(runtime: configuration.snippets.runtime)
        }
        // The names index is read only when there is a failure to annotate.
        if configuration.snippets.runtime == .galleyUI, report.results.contains(where: { !$0.diagnostics.isEmpty }),
            let names = MissingSwiftUINames.beside(runtimeSources: configuration.runtimeSourceRoot)
        {
            report.noteMissingSwiftUINames(names)
        }
    }
}
