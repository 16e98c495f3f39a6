import Foundation
import Testing

@testable import GalleySnippets

/// The equivalence of ``BatchEquivalenceTests`` on the test fixtures' articles and on a
/// generated corpus: every verdict, diagnostic and output the same batched and with
/// `--no-batch` (every unit compiled, linked and run alone, as the program it is).
@Suite struct BatchEquivalenceCorpusTests {
    static let fixtures = Site.sources.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures")

    /// Every Markdown file of the reader-site and tutorial fixtures, each under its own path.
    @Test func theFixturesGetTheSameVerdictsBatchedAndAlone() async throws {
        var articles: [String: String] = [:]
        for folder in ["ReaderSite", "Tutorial"] {
            let root = Self.fixtures.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "md" else { continue }
                let relative = String(url.path.dropFirst(Self.fixtures.path.count + 1))
                articles["Content/en/" + relative] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        #expect(articles.count >= 9)
        let (batched, alone) = try await BatchEquivalenceTests.verifyBothWays(articles)
        BatchEquivalenceTests.expectSame(batched, alone)
        #expect(batched.results.count >= 35)
        #expect(batched.statistics.batchedUnits > 0)
        #expect(batched.results.contains { $0.mode == .run && $0.passed })
    }

    @Test(arguments: [0x6761_6C6C_6579 as UInt64, 2026])
    func aGeneratedCorpusGetsTheSameVerdictsBatchedAndAlone(seed: UInt64) async throws {
        let articles = SnippetCorpus.articles(seed: seed, units: 42)
        let (batched, alone) = try await BatchEquivalenceTests.verifyBothWays(articles)
        BatchEquivalenceTests.expectSame(batched, alone)
        // The corpus really exercised batching, failures and runs.
        #expect(batched.statistics.batchCompilations >= 2, "seed \(seed)")
        #expect(batched.results.contains { !$0.passed }, "seed \(seed)")
        #expect(batched.results.filter { $0.mode == .run && $0.passed }.count >= 5, "seed \(seed)")
        #expect(alone.statistics.mergedRuns == 0 && batched.statistics.mergedRuns > 0, "seed \(seed)")
    }
}
