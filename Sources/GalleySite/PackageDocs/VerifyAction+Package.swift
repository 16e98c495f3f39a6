import Foundation
import GalleyCore
import GalleySnippets
import GalleyToolchain

extension VerifyAction {
    /// Proves a package's documentation in place: builds its library products, checks the
    /// catalogs' symbol links, documentation links and `@Snippet` directives, and verifies
    /// every block with the products imported (unless a block imports them itself), in the
    /// package's language mode. Throws only when verification cannot start (the manifest does
    /// not load, the package does not build, no toolchain).
    package func verify(
        package docs: PackageDocs, progress: (@Sendable (String) -> Void)? = nil
    ) async throws(DiagnosticError) -> VerifyOutcome {
        let cache = options.cacheDirectory
        let toolchain = try Toolchain.locate(swiftc: options.swiftc, memo: cache)
        let config = docs.config
        let manifest = try PackageManifest.load(root: docs.root, toolchain: toolchain, cacheDirectory: cache)
        let settings = docs.snippetSettings(manifest: manifest)
        let built = try settings.package.map { package throws(DiagnosticError) in
            try PackageDiagnostics.build(package, toolchain: toolchain, cacheDirectory: cache)
        }
        let problems = docs.doccProblems(
            manifest: manifest, built: built, toolchain: toolchain, cacheDirectory: cache)

        // The runtime's sources are read only to build the GalleyUI runtime; without it, no
        // folder of Galley's is needed.
        var runtimeSources = docs.root
        if settings.runtime == .galleyUI { runtimeSources = try GalleyShare.locate(near: docs.root).runtimeSources }
        let sandbox = options.sandbox ?? config.sandbox ?? .auto
        var configuration = VerifierConfiguration(
            toolchain: toolchain, runtimeSourceRoot: runtimeSources, cacheDirectory: cache,
            jobs: options.jobs, shard: shard, snippets: settings,
            progress: progress.map { report in { @Sendable (event: VerificationProgress) in report(event.line) } })
        configuration.sandbox = sandbox
        configuration.builtPackage = built
        configuration.strict = options.strict || config.strict
        configuration.bless = bless
        configuration.batchChecks = batch
        configuration.forkServer = batch
        configuration.mergeRuns = batch
        var report = try await Verifier(configuration: configuration).verify(articles: docs.articles)
        FragmentHints.annotate(&report, articles: docs.articles)
        // Links belong to no unit: the first shard reports them, so a matrix reports each once.
        if shard.index == 0 { report.sessionDiagnostics += problems }
        return VerifyOutcome(report: report)
    }
}
