import Foundation
import Testing

@testable import GalleySnippets

/// Sharded CI restores one runner's cache into another runner's checkout, at another path.
/// Every cache key must therefore be free of absolute paths, and a restored runtime must work
/// where it lands.
@Suite struct RelocatableCacheTests {
    static let articles = [
        "Content/en/a.md": """
        # Moving

        ```swift
        struct Badge { var text = "new" }
        _ = Badge().text
        ```

        ```swift run
        print(Set([3, 1, 2]).sorted())
        ```

        ```output
        [1, 2, 3]
        ```

        ```swift compile-fail expect="cannot convert"
        let n: Int = "x"
        ```
        """,
        "Content/en/b.md": "# B\n\n```swift\nimport SwiftUI\nlet accent = Color.orange\n_ = accent\n```\n",
    ]

    /// Copies a runtime of the shared test folder, which other tests' sessions use meanwhile: a
    /// driver memo there (`link-…`, the driver's answer kept to spare asking it again) that a
    /// concurrent session removes, after its remembered plan failed, can vanish between the
    /// listing and its copy. A file gone from the source is skipped, as the runtime is whole
    /// without a memo; any other failure is thrown.
    static func copySharedRuntime(_ source: URL, to target: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name)
            do {
                try manager.copyItem(at: from, to: target.appendingPathComponent(name))
            } catch {
                if !manager.fileExists(atPath: from.path) { continue }
                throw error
            }
        }
    }

    @Test func aMovedProjectAndCacheVerifyEntirelyFromTheCache() async throws {
        let original = try Site(Self.articles)
        // The runtime is first built into the shared test folder; copying it into the project's
        // cache puts it where a CI cache restore would.
        let first = try await original.verify()
        #expect(first.failedCount == 0, "\(first.diagnostics)")
        for runtime in try FileManager.default.contentsOfDirectory(atPath: Site.runtimeCache.path)
        where runtime.hasPrefix("runtime-") {
            try Self.copySharedRuntime(
                Site.runtimeCache.appendingPathComponent(runtime), to: original.cache.appendingPathComponent(runtime))
        }
        let moved = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-moved-\(UUID().uuidString)/elsewhere")
        try FileManager.default.createDirectory(
            at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: original.root, to: moved)
        let relocated = try Site(Self.articles, root: moved)
        defer { try? FileManager.default.removeItem(at: moved.deletingLastPathComponent()) }
        let before = try FileManager.default.contentsOfDirectory(atPath: relocated.cache.path).sorted()

        let again = try await relocated.verify(sharedRuntime: false)
        #expect(again.failedCount == 0, "\(again.diagnostics)")
        #expect(again.statistics.cacheHits == again.statistics.units)
        #expect(again.statistics.compilerInvocations == 0)
        let after = try FileManager.default.contentsOfDirectory(atPath: relocated.cache.path).sorted()
        #expect(before == after, "the restored runtime was rebuilt")

        // The restored runtime compiles, links and runs new code where it now lives.
        try relocated.write("Content/en/c.md", "# C\n\n```swift run\nimport SwiftUI\nprint(Color.orange)\n```\n")
        var withNew = Self.articles
        withNew["Content/en/c.md"] = try relocated.read("Content/en/c.md")
        let grown = try await Site(withNew, root: moved).verify(sharedRuntime: false)
        #expect(grown.failedCount == 0, "\(grown.diagnostics)")
        #expect(grown.statistics.cacheHits == grown.statistics.units - 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: relocated.cache.path).sorted() == after)
    }

    @Test func oneShardsCacheServesTheSameShardInAnotherCheckout() async throws {
        let runnerA = try Site(Self.articles)
        defer { runnerA.remove() }
        let shard = try #require(Shard(index: 0, count: 2))
        let fromA = try await runnerA.verify(shard: shard)
        let runnerB = try Site(Self.articles)
        defer { runnerB.remove() }
        try FileManager.default.copyItem(at: runnerA.cache, to: runnerB.cache)
        let fromB = try await runnerB.verify(shard: shard)
        #expect(fromB.statistics.units == fromA.statistics.units)
        #expect(fromB.statistics.cacheHits == fromB.statistics.units)
        #expect(fromB.statistics.compilerInvocations == 0)
    }

    /// Sharded CI: runner A's cache (its shard's entries and the runtime) restored into runner
    /// B's checkout, at another path, where B verifies the other shard: B's units compile against
    /// A's runtime without rebuilding it, and the cache, now holding both shards, serves a whole
    /// verify entirely.
    @Test func oneShardsCacheServesAnotherShardsCheckout() async throws {
        let runnerA = try Site(Self.articles)
        defer { runnerA.remove() }
        let (first, second) = (try #require(Shard(index: 0, count: 2)), try #require(Shard(index: 1, count: 2)))
        let fromA = try await runnerA.verify(shard: first)
        #expect(fromA.failedCount == 0, "\(fromA.diagnostics)")
        for runtime in try FileManager.default.contentsOfDirectory(atPath: Site.runtimeCache.path)
        where runtime.hasPrefix("runtime-") {
            try Self.copySharedRuntime(
                Site.runtimeCache.appendingPathComponent(runtime), to: runnerA.cache.appendingPathComponent(runtime))
        }
        let runnerB = try Site(Self.articles)
        defer { runnerB.remove() }
        try FileManager.default.copyItem(at: runnerA.cache, to: runnerB.cache)
        func runtimes() throws -> [String: Date] {
            var found: [String: Date] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: runnerB.cache.path)
            where name.hasPrefix("runtime-") {
                let folder = runnerB.cache.appendingPathComponent(name)
                for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                    let attributes = try FileManager.default.attributesOfItem(
                        atPath: folder.appendingPathComponent(file).path)
                    found[name + "/" + file] = attributes[.modificationDate] as? Date
                }
            }
            return found
        }
        let restored = try runtimes()
        #expect(!restored.isEmpty)

        let fromB = try await runnerB.verify(sharedRuntime: false, shard: second)
        #expect(fromB.failedCount == 0, "\(fromB.diagnostics)")
        #expect(fromB.statistics.units > 0 && fromB.statistics.cacheHits == 0, "the other shard's units are new")
        #expect(fromB.statistics.compilerInvocations > 0)
        #expect(try runtimes() == restored, "the restored runtime was used as it is, not rebuilt")

        let whole = try await runnerB.verify(sharedRuntime: false)
        #expect(whole.statistics.units == fromA.statistics.units + fromB.statistics.units)
        #expect(whole.statistics.cacheHits == whole.statistics.units)
        #expect(whole.statistics.compilerInvocations == 0)
    }
}
