import Foundation
import GalleyCore
import GalleySnippets

/// `galley verify` below the command line: which articles to prove, and proving them.
///
/// The command parses arguments, loads the project and prints; the action chooses the articles
/// and runs the verifier with the same set-up as `galley build`
/// (``SiteBuilder/Project/verifierConfiguration(options:progress:)``), and its ``VerifyOutcome``
/// formats the result, so the command needs nothing from `GalleySnippets`.
package struct VerifyAction: Sendable {
    package var options: BuildOptions
    /// Markdown files or folders named on the command line; empty means every published article.
    package var paths: [String]
    var shard: Shard = .all
    package var bless = false
    /// False for `--no-batch`: every unit in its own compiler process, every `run` unit built
    /// as the program it is (never wrapped, never merged into a shared runner) and run in a
    /// sandbox of its own (no fork server): the reference the batched verdicts must equal.
    package var batch = true

    package init(options: BuildOptions, paths: [String]) {
        self.options = options
        self.paths = paths
    }

    /// Verifies only shard `i` of `n` from the command line's 1-based `i/n` (for example `2/4`);
    /// false, changing nothing, when `text` is not of that form.
    package mutating func selectShard(_ text: String) -> Bool {
        guard let shard = Shard(parsing: text) else { return false }
        self.shard = shard
        return true
    }

    /// The articles to verify. A path names files on purpose: a draft or an unfinished
    /// translation it names is verified too.
    package func articles(of project: SiteBuilder.Project) -> [SourceArticle] {
        (paths.isEmpty ? project.catalog.articles : project.catalog.everything).filter(selected)
    }

    /// Proves `articles`' snippets, from the cache where nothing changed; throws only when the
    /// verifier cannot start (no toolchain, no runtime). `progress` receives one terminal line per
    /// finished unit, such as `[37/152] Content/hr/entry.md`.
    package func verify(
        _ articles: [SourceArticle], of project: SiteBuilder.Project,
        progress: (@Sendable (String) -> Void)? = nil
    ) async throws(DiagnosticError) -> VerifyOutcome {
        let lines = progress.map { report in { @Sendable (event: VerificationProgress) in report(event.line) } }
        let blocks = articles.map(\.blocks)
        var configuration = try project.verifierConfiguration(
            options: options, progress: lines, prefetching: blocks, shard: shard)
        configuration.strict = options.strict || project.config.strict
        configuration.bless = bless
        configuration.batchChecks = batch
        // `GALLEY_BENCH_NO_FORK_SERVER=1` runs each merged run in a sandbox of its own, as without root:
        // for weighing the fork server (Benchmarks/fork-server.sh), never needed for a verdict.
        configuration.forkServer = batch && ProcessInfo.processInfo.environment["GALLEY_BENCH_NO_FORK_SERVER"] == nil
        configuration.mergeRuns = batch
        let report = try await Verifier(configuration: configuration).verify(articles: blocks)
        return VerifyOutcome(report: report)
    }

    /// Whether a path given on the command line names the article or a folder it is in: as
    /// written, relative to the content folder, or as the same file by another spelling
    /// (absolute, with `./` or `..`), compared from the working directory.
    private func selected(_ article: SourceArticle) -> Bool {
        guard !paths.isEmpty else { return true }
        let file = Self.absolute(article.displayPath)
        return paths.contains { path in
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            let absolute = Self.absolute(trimmed)
            return article.displayPath == trimmed || article.displayPath.hasPrefix(trimmed + "/")
                || article.contentPath == trimmed || article.contentPath.hasPrefix(trimmed + "/")
                || file == absolute || file.hasPrefix(absolute + "/")
        }
    }

    /// `path` from the working directory, with `.` and `..` resolved.
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
