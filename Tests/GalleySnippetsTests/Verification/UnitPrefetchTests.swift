import GalleyToolchain
import Testing

@testable import GalleySnippets

/// A cold session's parse and probe, started before the toolchain is asked, leave nothing for
/// the session to parse or probe again, and probe what the session itself would.
@Suite struct UnitPrefetchTests {
    @Test func thePrefetchParsesEveryUnitAndProbesThePolicy() async throws {
        let tail = "\n```\n\n```swift run\nprint(1)\n```\n\n```swift\nlet broken = (\n```\n"
        let articles = Self.articles("```swift\nstruct Card {}" + tail)
        let settings = SnippetSettings()
        let units = Verifier.units(of: articles, settings: settings, shard: .all)
        #expect(units.count == 3)
        let prefetch = UnitPrefetch(articles: articles, settings: settings, shard: .all, sandbox: .off)
        let probed = try await prefetch.finished().get()
        let alone = try SandboxIsolation.resolve(.off)
        #expect(String(describing: probed.0) == String(describing: alone.0))
        #expect(prefetch.parsed.unparsed(units).isEmpty)
        // The parse is the one a unit gets alone.
        for unit in units {
            #expect(prefetch.parsed.parse(of: unit).syntax == ParsedUnit(unit).syntax)
        }
        // A unit edited since is parsed again, not taken from the prefetch.
        let edited = Verifier.units(
            of: Self.articles("```swift\nstruct Deck {}" + tail), settings: settings, shard: .all)
        #expect(edited[0].id == units[0].id)
        #expect(prefetch.parsed.unparsed(edited).map(\.id) == [units[0].id])
    }

    static func articles(_ markdown: String) -> [ArticleBlocks] {
        let file = "Content/en/a.md"
        return [ArticleBlocks(file: file, blocks: FencedBlockScanner.scan(markdown: markdown, file: file))]
    }

    /// A session given a finished or unfinished prefetch parses no unit a second time, and its
    /// verdicts are a session's without one.
    @Test func aSessionWithAPrefetchParsesEachUnitOnce() async throws {
        let articles = [
            "Content/en/a.md":
                "```swift\nstruct Card {}\n```\n\n```swift run\nprint(\"dealt\")\n```\n\n```output\ndealt\n```\n",
            "Content/en/b.md": "```swift\nlet deck = [1, 2]\n```\n",
        ]
        let site = try Site(articles)
        defer { site.project.remove() }
        let prefetch = UnitPrefetch(
            articles: try site.blocks(), settings: SnippetSettings(), shard: .all, sandbox: .auto)
        let report = try await site.verify(prefetch: prefetch)
        #expect(report.results.count == 3)
        let allPassed = report.results.allSatisfy { $0.passed }
        #expect(allPassed, "\(report.results)")
        #expect(prefetch.parsed.asked.load(ordering: .relaxed) == 3)
        let alone = try Site(articles)
        defer { alone.project.remove() }
        let without = try await alone.verify()
        #expect(without.results.map(\.passed) == report.results.map(\.passed))
    }
}
