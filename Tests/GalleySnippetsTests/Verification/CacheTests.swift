import Foundation
import Testing

@testable import GalleySnippets

@Suite struct CacheTests {
    static let articles = [
        "Content/en/a.md": "```swift\nlet a = 1\n```\n```swift run\nprint(\"a\")\n```\n",
        "Content/en/b.md": "```swift\nlet b = 2\n```\n```swift run\nprint(\"b\")\n```\n",
    ]

    @Test func unchangedSiteIsVerifiedFromCacheWithoutTheCompiler() async throws {
        let site = try Site(Self.articles)
        defer { site.remove() }
        let cold = try await site.verify()
        #expect(cold.statistics.compilerInvocations > 0)
        #expect(cold.statistics.cacheHits == 0)
        let warm = try await site.verify()
        #expect(warm.statistics.compilerInvocations == 0)
        #expect(warm.statistics.cacheHits == 4)
        #expect(warm.results.allSatisfy { $0.fromCache })
        #expect(warm.results.map(\.actualOutput) == cold.results.map(\.actualOutput))
    }

    @Test func editingOneArticleReverifiesOnlyIt() async throws {
        let site = try Site(Self.articles)
        defer { site.remove() }
        _ = try await site.verify()
        try site.write("Content/en/b.md", "```swift\nlet b = 3\n```\n```swift run\nprint(\"b\")\n```\n")
        let report = try await site.verify()
        #expect(report.statistics.cacheHits == 3)
        #expect(report.results.filter { !$0.fromCache }.map(\.file) == ["Content/en/b.md"])
    }

    @Test func corruptEntryIsDiscardedAndRecomputed() async throws {
        let site = try Site(["Content/en/a.md": "```swift run\nprint(\"kept\")\n```\n"])
        defer { site.remove() }
        _ = try await site.verify()
        let entries = FileManager.default.enumerator(
            at: site.cache.appendingPathComponent("units"), includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        var bytes = try Data(contentsOf: entry)
        bytes = bytes.prefix(bytes.count - 5)  // truncated, as by a crash mid-write on another tool
        try bytes.write(to: entry)
        let report = try await site.verify()
        #expect(report.statistics.corruptCacheEntries == 1)
        #expect(report.statistics.cacheHits == 0)
        #expect(report.results.first?.actualOutput == "kept\n")
        let again = try await site.verify()
        #expect(again.statistics.cacheHits == 1)
    }

    @Test func mergedLinkFailureFallsBackToSeparateBuilds() async throws {
        // Each unit compiles on its own, but both export the same C symbol, so linking them together fails.
        let unit = "@_cdecl(\"galley_duplicate\") public func duplicate() {}\nprint(\"ran\")\n"
        let site = try Site([
            "Content/en/a.md": "```swift run\n\(unit)```\n```swift run\n// other\n\(unit)```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.statistics.mergedLinkFallbacks == 1)
        #expect(report.statistics.separateRuns == 2)
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        #expect(report.results.map(\.actualOutput) == ["ran\n", "ran\n"])
    }

    /// A unit whose declaration reads a top-level variable cannot be wrapped in a function: it is
    /// compiled as the program it is (its `main` renamed) and linked into the merged runner, or,
    /// with `--no-batch`, built alone.
    @Test func unwrappableUnitsAreLinkedAsProgramsAndOthersMerged() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift run
            let total = 3
            func show() { print(total) }
            show()
            ```
            ```swift run
            print("merged")
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        #expect(report.results.map(\.actualOutput) == ["3\n", "merged\n"])
        #expect(report.statistics.mergedRuns == 2 && report.statistics.separateRuns == 0)
        let other = try Site(site.articles)
        defer { other.remove() }
        let alone = try await other.verify(batchChecks: false, forkServer: false)
        #expect(alone.results.map(\.actualOutput) == ["3\n", "merged\n"])
        #expect(alone.statistics.mergedRuns == 1 && alone.statistics.separateRuns == 1)
    }
}
