import Foundation
import GalleyCore
import GalleySnippets
import Testing

@testable import GalleySite

/// Each fenced block is scanned once per build, and each distinct info string of an article
/// parsed once, at its first block (the article's later blocks with the same info string take
/// those attributes): the article carries its blocks from loading on, and verification, the
/// fence checks, the figures and the page read them. `ParseLog` counts every parse of a block
/// under the fixture's folder; a stage that parsed a block again (as the verifier, the renderer
/// and the tutorial reader each used to) makes a count 2 or more, and a block parsed although an
/// earlier one of its article had its info string is a key the test does not expect.
@Suite struct BlockParseCountTests {
    /// The reader fixture (every kind of block, a comparison, run and output blocks, both
    /// locales) and the fixture tutorial (step blocks).
    static func fixture() throws -> PreviewFixture {
        let fixture = try PreviewFixture(content: "Content")
        let tutorial = PreviewFixture.repository.appendingPathComponent("Tests/Fixtures/Tutorial/tally-counter.md")
        try FileManager.default.copyItem(
            at: tutorial, to: fixture.root.appendingPathComponent("Content/en/tally-counter.md"))
        return fixture
    }

    /// The Swift blocks of the fixture's articles, found by the test-only line scanner (whose own
    /// parses happen before counting starts), and of those the ones a build parses: each
    /// article's first block with a given info string. The fixtures' fences are all at the top
    /// level, where the line scanner and cmark agree.
    static func swiftBlocks(of fixture: PreviewFixture) throws -> (all: Set<BlockID>, parsed: Set<BlockID>) {
        var all: Set<BlockID> = []
        var parsed: Set<BlockID> = []
        for path in ["en/every-block.md", "hr/svaki-blok.md", "en/tally-counter.md"] {
            let url = fixture.root.appendingPathComponent("Content/\(path)")
            let markdown = try String(contentsOf: url, encoding: .utf8)
            var infos: Set<String> = []
            for block in FencedBlockScanner.scan(markdown: markdown, file: url.path) where block.language == "swift" {
                all.insert(block.id)
                if infos.insert(block.info).inserted { parsed.insert(block.id) }
            }
        }
        return (all, parsed)
    }

    /// Builds the fixture while counting, and returns how often each block was parsed.
    static func parses(building fixture: PreviewFixture, verify: Bool) async -> ([BlockID: Int], BuildResult) {
        let prefix = fixture.root.path + "/"
        ParseLog.start(under: prefix)
        let result = await SiteBuilder(options: fixture.options(verify: verify)).build(into: MemorySink())
        return (ParseLog.stop(under: prefix), result)
    }

    @Test(arguments: [true, false])
    func aBuildParsesEachBlockOnce(verify: Bool) async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let (all, expected) = try Self.swiftBlocks(of: fixture)
        #expect(all.count >= 15, "the fixture has the blocks this test is about")
        #expect(expected.count < all.count, "some blocks share an info string with an earlier one")
        let (counts, result) = await Self.parses(building: fixture, verify: verify)
        #expect(result.succeeded, "\(result.diagnostics.all)")
        #expect(result.pages > 0)
        let twice = counts.filter { $0.value > 1 }.map { "\($0.key) parsed \($0.value) times" }.sorted()
        #expect(twice.isEmpty, "\(twice)")
        #expect(
            Set(counts.keys) == expected,
            "each article's first Swift block of each info string is parsed, once, and nothing else")
    }

    /// `galley verify` goes through the same loaded articles: loading parses, proving does not.
    @Test func verifyingParsesNothingAfterLoading() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let prefix = fixture.root.path + "/"
        let expected = try Self.swiftBlocks(of: fixture).parsed
        var diagnostics = Diagnostics()
        let builder = SiteBuilder(options: fixture.options(verify: true))
        ParseLog.start(under: prefix)
        let project = try #require(builder.load(into: &diagnostics))
        let loaded = ParseLog.stop(under: prefix)
        #expect(loaded.values.allSatisfy { $0 == 1 } && Set(loaded.keys) == expected, "loading parses each block once")
        let action = VerifyAction(options: fixture.options(verify: true), paths: [])
        ParseLog.start(under: prefix)
        let report = try await action.verify(action.articles(of: project), of: project)
        let proving = ParseLog.stop(under: prefix)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(proving.isEmpty, "verifying parsed \(proving.count) blocks again")
    }
}
