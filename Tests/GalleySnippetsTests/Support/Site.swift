import Foundation
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// A throwaway site: Markdown articles in a temporary folder, verified with the real compiler.
struct Site {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    /// One runtime build shared by every test of the process.
    static let runtimeCache = FileManager.default.temporaryDirectory.appendingPathComponent(
        "galley-snippets-test-runtime")
    static let toolchain: Toolchain = try! Toolchain.locate()

    let root: URL
    var articles: [String: String]

    init(_ articles: [String: String], root: URL? = nil) throws {
        self.root =
            root ?? FileManager.default.temporaryDirectory.appendingPathComponent("galley-site-\(UUID().uuidString)")
        self.articles = articles
        try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
        for (path, text) in articles { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    var cache: URL { root.appendingPathComponent(".cache") }

    /// Scans every article on disk and verifies it.
    func verify(
        bless: Bool = false, strict: Bool = false, mergeRuns: Bool = true, batchChecks: Bool = true,
        jobs: Int = 2, sharedRuntime: Bool = true,
        shard: Shard = .all,
        limits: SandboxLimits = SandboxLimits(), sandbox: SandboxPolicy = .auto,
        toolchain: Toolchain = Site.toolchain,
        progress: (@Sendable (VerificationProgress) -> Void)? = nil
    ) async throws -> VerificationReport {
        let paths = articles.keys.sorted()
        let gathered = try paths.map { path in
            let markdown = try read(path)
            return ArticleBlocks(
                file: path, blocks: FencedBlockScanner.scan(markdown: markdown, file: path),
                outline: TutorialOutlineScanner.scan(markdown: markdown, file: path))
        }
        var configuration = VerifierConfiguration(
            toolchain: toolchain, runtimeSourceRoot: Self.sources, cacheDirectory: cache,
            runtimeCacheDirectory: sharedRuntime ? Self.runtimeCache : nil, jobs: jobs, shard: shard, strict: strict,
            bless: bless,
            mergeRuns: mergeRuns, limits: limits, progress: progress)
        configuration.batchChecks = batchChecks
        configuration.sandbox = sandbox
        return try await Verifier(configuration: configuration).verify(articles: gathered)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension VerificationReport {
    func result(_ file: String, fence line: Int) -> VerificationResult? {
        results.first { $0.file == file && $0.fenceLine == line }
    }
}
