import GalleyCore
import GalleySnippets
import GalleyToolchain

extension SiteBuilder.Project {
    /// The verifier's set-up for this site: the one place where command-line options and
    /// `site.yml` become a ``VerifierConfiguration`` (`galley build`, `serve` and `verify` share it).
    ///
    /// `--sandbox` wins over `site.yml`'s `snippets.sandbox`, which wins over `auto`.
    ///
    /// When the cache has not met the toolchain, asking it costs a compiler process; the units of
    /// `articles` (in `shard`) are then parsed and the sandbox probed meanwhile (``UnitPrefetch``).
    package func verifierConfiguration(
        options: BuildOptions, progress: (@Sendable (VerificationProgress) -> Void)? = nil,
        prefetching articles: [ArticleBlocks] = [], shard: Shard = .all
    ) throws(DiagnosticError) -> VerifierConfiguration {
        let sandbox = options.sandbox ?? config.snippets.sandbox ?? .auto
        let prefetch =
            articles.isEmpty || Toolchain.isRemembered(swiftc: options.swiftc, memo: options.cacheDirectory)
            ? nil : UnitPrefetch(articles: articles, settings: config.snippets, shard: shard, sandbox: sandbox)
        var configuration = VerifierConfiguration(
            toolchain: try Toolchain.locate(swiftc: options.swiftc, memo: options.cacheDirectory),
            runtimeSourceRoot: share.runtimeSources, cacheDirectory: options.cacheDirectory, jobs: options.jobs,
            shard: shard, snippets: config.snippets, progress: progress)
        configuration.sandbox = sandbox
        configuration.hovers = config.hovers
        configuration.explainsMissingModules = true
        configuration.prefetch = prefetch
        return configuration
    }
}
