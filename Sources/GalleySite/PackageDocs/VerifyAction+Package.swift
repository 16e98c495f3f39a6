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
        let products = config.products ?? manifest.libraries.map(\.name)
        let modules = manifest.libraries.filter { products.contains($0.name) }.flatMap(\.modules)
        var settings = SnippetSettings(
            languageMode: config.languageMode ?? manifest.languageMode, runtime: config.runtime,
            imports: config.imports ?? modules)
        if !products.isEmpty {
            settings.package = SnippetSettings.Package(
                path: docs.root, products: products,
                location: config.products == nil
                    ? PackageManifest.location
                    : SourceLocation(
                        file: PackageDocsConfig.fileName, line: 1, column: 1),
                productLocations: config.productLocations)
        }
        let built = try settings.package.map { package throws(DiagnosticError) in
            try PackageDiagnostics.build(package, toolchain: toolchain, cacheDirectory: cache)
        }
        var problems = docs.documents.flatMap {
            SnippetFile.problems($0.directives, snippets: docs.allSnippets, packageName: manifest.name)
        }
        var symbols: SymbolIndex?
        if let built {
            do {
                symbols = try SymbolIndex.extract(
                    modules: manifest.modules.filter(built.modules.contains), package: built, toolchain: toolchain,
                    cacheDirectory: cache)
            } catch {
                problems += error.diagnostics
            }
        }
        let links = DocCLinkChecker(
            symbols: symbols, articles: docs.articleNames,
            roots: docs.catalogNames.union(manifest.modules))
        problems += links.problems(docs.documents.flatMap(\.links))

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
        report.sessionDiagnostics += problems
        return VerifyOutcome(report: report)
    }
}
