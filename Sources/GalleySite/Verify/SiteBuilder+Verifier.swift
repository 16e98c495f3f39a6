import GalleyCore
import GalleySnippets
import GalleyToolchain

extension SiteBuilder.Project {
    /// The verifier's set-up for this site: the one place where command-line options and
    /// `site.yml` become a ``VerifierConfiguration`` (`galley build`, `serve` and `verify` share it).
    ///
    /// `--sandbox` wins over `site.yml`'s `snippets.sandbox`, which wins over `auto`.
    package func verifierConfiguration(
        options: BuildOptions, progress: (@Sendable (VerificationProgress) -> Void)? = nil
    ) throws(DiagnosticError) -> VerifierConfiguration {
        var configuration = VerifierConfiguration(
            toolchain: try Toolchain.locate(swiftc: options.swiftc, memo: options.cacheDirectory),
            runtimeSourceRoot: share.runtimeSources, cacheDirectory: options.cacheDirectory, jobs: options.jobs,
            snippets: config.snippets, progress: progress)
        configuration.sandbox = options.sandbox ?? config.snippets.sandbox ?? .auto
        return configuration
    }
}
