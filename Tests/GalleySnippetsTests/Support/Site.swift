import Foundation
import GalleyTestSupport
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// A throwaway site: Markdown articles in a temporary folder, verified with the real compiler.
struct Site {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    /// One runtime build shared by every test of the process: the suite's `GALLEY_RUNTIME_CACHE`
    /// (which `make test` sets, so galley processes the tests start share it too) when set.
    static let runtimeCache =
        VerifierConfiguration.runtimeCacheFromEnvironment()
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("galley-snippets-test-runtime")
    static let toolchain: Toolchain = try! Toolchain.locate()

    let project: TemporaryProject
    var root: URL { project.root }
    var articles: [String: String]

    init(_ articles: [String: String], root: URL? = nil) throws {
        project = try TemporaryProject(articles, prefix: "galley-site", at: root)
        self.articles = articles
    }

    func write(_ path: String, _ text: String) throws { try project.write(path, text) }

    func read(_ path: String) throws -> String { try project.read(path) }

    var cache: URL { root.appendingPathComponent(".cache") }

    /// Scans every article on disk and verifies it.
    func verify(
        bless: Bool = false, strict: Bool = false, mergeRuns: Bool = true, batchChecks: Bool = true,
        forkServer: Bool = true, hovers: Bool = false, explainsMissingModules: Bool = false,
        jobs: Int = 2, sharedRuntime: Bool = true, runtimeCache: URL? = nil,
        shard: Shard = .all,
        limits: SandboxLimits = SandboxLimits(), sandbox: SandboxPolicy = .auto,
        toolchain: Toolchain = Site.toolchain, snippets: SnippetSettings = SnippetSettings(),
        progress: (@Sendable (VerificationProgress) -> Void)? = nil, prefetch: UnitPrefetch? = nil,
        memo: ProofMemo? = nil
    ) async throws -> VerificationReport {
        let gathered = try blocks()
        var configuration = VerifierConfiguration(
            toolchain: toolchain, runtimeSourceRoot: Self.sources, cacheDirectory: cache,
            runtimeCacheDirectory: runtimeCache ?? (sharedRuntime ? Self.runtimeCache : nil), jobs: jobs, shard: shard,
            strict: strict,
            bless: bless,
            mergeRuns: mergeRuns, limits: limits, snippets: snippets, progress: progress)
        configuration.batchChecks = batchChecks
        configuration.forkServer = forkServer
        configuration.hovers = hovers
        configuration.explainsMissingModules = explainsMissingModules
        configuration.sandbox = sandbox
        configuration.prefetch = prefetch
        return try await Verifier(configuration: configuration).verify(articles: gathered, reusing: memo)
    }

    /// Every article on disk, scanned.
    func blocks() throws -> [ArticleBlocks] {
        try articles.keys.sorted().map { path in
            let markdown = try read(path)
            return ArticleBlocks(
                file: path, blocks: FencedBlockScanner.scan(markdown: markdown, file: path),
                outline: TutorialOutlineScanner.scan(markdown: markdown, file: path))
        }
    }

    func remove() { project.remove() }
}

extension VerificationReport {
    func result(_ file: String, fence line: Int) -> VerificationResult? {
        results.first { $0.file == file && $0.fenceLine == line }
    }
}
