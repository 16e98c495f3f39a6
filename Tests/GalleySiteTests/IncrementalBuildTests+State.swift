import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// `galley build` in a fresh process: what the build state keeps of each article (blocks,
/// problems, anchors, links, search entries) stands in for parsing and converting it, and the
/// site is still the one a clean full build writes.
extension IncrementalBuildTests {
    /// A build with no memory but the build state, as `galley build` runs, compared with a full one.
    static func buildFresh(_ fixture: TranslationFixture, _ step: String) async throws -> BuildResult {
        try await buildAndCompare(fixture, step, memo: nil)
    }

    @Test func aNewProcessParsesAndConvertsOnlyTheArticlesThatChanged() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let first = try await Self.buildFresh(fixture, "first build")
        #expect(first.parsedArticles == 5 && first.convertedArticles == 5)

        let unchanged = try await Self.buildFresh(fixture, "no edit")
        #expect(unchanged.parsedArticles == 0 && unchanged.convertedArticles == 0, "everything came from the state")

        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "The last page, edited."))
        let body = try await Self.buildFresh(fixture, "article body")
        #expect(body.parsedArticles == 1 && body.convertedArticles == 1 && body.renderedArticles == 1)

        // Every page's sidebar names alpha: the other pages are rendered again, from bodies
        // converted on demand, though their texts did not change.
        try fixture.write("en/alpha.md", Self.article("Alpha retitled", order: 1, body: "The first page."))
        let title = try await Self.buildFresh(fixture, "title in the sidebars and the index")
        #expect(title.renderedArticles == 5 && title.parsedArticles == 1)

        // A new section is a new search entry; the other pages' entries come from the state.
        try fixture.write(
            "en/gamma.md", Self.article("Gamma", order: 3, body: "The last page.\n\n## Searchable\n\nFind me."))
        let section = try await Self.buildFresh(fixture, "search section")
        #expect(section.convertedArticles == 1)
        let index = try String(
            contentsOf: fixture.root.appendingPathComponent("_site/en/search.json"), encoding: .utf8)
        #expect(index.contains("Find me.") && index.contains("More about Alpha retitled."))
    }

    @Test func anAnchorRemovedFromAnUnchangedLinkTargetIsStillAnError() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        _ = try await Self.buildFresh(fixture, "first build")
        // Beta links to alpha's `#details` and is not parsed again: its stored links are checked
        // against alpha's new anchors.
        let renamed = Self.article("Alpha", order: 1, body: "The first page.")
            .replacingOccurrences(of: "## Details", with: "## Particulars")
        try fixture.write("en/alpha.md", renamed)
        let output = fixture.root.appendingPathComponent("_site")
        let broken = await SiteBuilder(options: BuildOptions(root: fixture.root, output: output, verify: false)).build()
        #expect(!broken.succeeded)
        #expect(broken.parsedArticles == 1)
        #expect(
            broken.diagnostics.errors.contains {
                $0.id == "link.missing-anchor" && $0.location?.file.hasSuffix("Content/en/beta.md") == true
                    && $0.location?.line == 7 && $0.location?.column == 5
            }, "\(broken.diagnostics.errors)")
        try fixture.write("en/alpha.md", renamed + "\n## Details\n\nBack again.\n")
        let fixed = try await Self.buildFresh(fixture, "anchor back")
        #expect(fixed.parsedArticles == 1)
    }

    /// A page's link check is kept while its links and every link target are the same; a
    /// public file that disappears is a changed target, in a new process and in one session.
    @Test(arguments: [false, true])
    func aRemovedPublicFileBreaksTheLinkOfAnUnchangedPage(inMemory: Bool) async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let memo = inMemory ? BuildMemo() : nil
        let file = fixture.root.appendingPathComponent("Public/files/guide.txt")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "guide".write(to: file, atomically: true, encoding: .utf8)
        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "Get [the guide](/files/guide.txt)."))
        _ = try await Self.buildAndCompare(fixture, "first build", memo: memo)
        _ = try await Self.buildAndCompare(fixture, "no edit", memo: memo)
        try FileManager.default.removeItem(at: file)
        let output = fixture.root.appendingPathComponent("_site")
        let broken = await SiteBuilder(
            options: BuildOptions(root: fixture.root, output: output, verify: false), memo: memo
        ).build()
        #expect(broken.diagnostics.errors.map(\.id) == ["link.missing-file"])
        #expect(broken.convertedArticles == 0, "gamma was not converted again, only its links checked")
    }

    @Test func storedWarningsAreReportedAsAFullBuildReportsThem() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        // Raw HTML (a conversion warning) and a fence never closed (a loading warning).
        try fixture.write(
            "en/warned.md", Self.article("Warned", order: 4, body: "<div>raw</div>") + "\n```swift\nlet open = 1\n")
        let first = try await Self.buildFresh(fixture, "first build")
        let again = try await Self.buildFresh(fixture, "no edit")
        #expect(again.parsedArticles == 0)
        #expect(first.diagnostics.warnings.count == 2, "\(first.diagnostics.warnings)")
        #expect(again.diagnostics.all == first.diagnostics.all, "the state's warnings are the parser's")
    }

    @Test func aCorruptOrTruncatedStateMeansAFullBuild() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        _ = try await Self.buildFresh(fixture, "first build")
        let state = BuildState.file(cache: fixture.root.appendingPathComponent(".galley-cache"), destination: output)
        let saved = try Data(contentsOf: state)
        #expect(BuildState.load(from: state)?.articles.count == 5)

        try Data(saved.prefix(saved.count / 3)).write(to: state)
        let truncated = try await Self.buildFresh(fixture, "truncated state")
        #expect(truncated.parsedArticles == 5 && truncated.reusedArticles == 0)

        var bytes = [UInt8](try Data(contentsOf: state))
        bytes[bytes.count / 3] ^= 0x01
        try Data(bytes).write(to: state)
        let corrupt = try await Self.buildFresh(fixture, "corrupt state")
        #expect(corrupt.parsedArticles == 5 && corrupt.reusedArticles == 0)
    }

    /// The state keeps where each page's search fragment lies in the output's `search.json`,
    /// not the bytes: an index edited by hand is not trusted, and its pages are converted again.
    @Test func aHandEditedSearchIndexIsNotReadBack() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        _ = try await Self.buildFresh(fixture, "first build")
        let index = fixture.root.appendingPathComponent("_site/en/search.json")
        let original = try String(contentsOf: index, encoding: .utf8)
        try original.replacingOccurrences(of: "More about", with: "Mere about").write(
            to: index, atomically: true, encoding: .utf8)
        let repaired = try await Self.buildFresh(fixture, "hand-edited search index")
        #expect(repaired.parsedArticles == 0)
        #expect(repaired.convertedArticles == 4, "the four English articles, whose entries are in that file")
        #expect(try String(contentsOf: index, encoding: .utf8) == original)
    }

    /// A search index this build wrote is kept with its stamp and no digest: the next build
    /// takes its fragments on that stamp without hashing the file, and an index edited in place
    /// since (the same inode and size, a new modification time) is not trusted.
    @Test func aWrittenSearchIndexIsTakenOnItsStampAlone() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        _ = try await Self.buildFresh(fixture, "first build")
        let state = try #require(BuildState.load(from: IncrementalBuildStampTests.stateFile(fixture)))
        let kept = try #require(state.pages["en/search.json"])
        let index = fixture.root.appendingPathComponent("_site/en/search.json")
        #expect(kept.digest.isEmpty && kept.stamp == FileStamp(path: index.path)?.content)

        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "Edited."))
        let edited = try await Self.buildFresh(fixture, "body edit, index taken on its stamp")
        #expect(edited.convertedArticles == 1, "the other English entries were read back from the index")

        // Past the tick of the clock the build wrote it in, so the edit gets a new modification time:
        // waited for until a file written now has a later one.
        let written = try #require(FileStamp(path: index.path))
        // (A file beside the project, on the same file system.)
        let probe = fixture.root.deletingLastPathComponent().appendingPathComponent("galley-clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        let deadline = ContinuousClock.now + .seconds(10)
        repeat {
            try Data("x".utf8).write(to: probe)
            try #require(ContinuousClock.now < deadline, "the file clock did not move")
        } while FileStamp(path: probe.path).map { ($0.modified, $0.modifiedNanoseconds) }
            ?? (0, 0) <= (written.modified, written.modifiedNanoseconds)
        let original = try Data(contentsOf: index)
        let handle = try FileHandle(forUpdating: index)
        try handle.seek(toOffset: UInt64(original.firstRange(of: Data("More about".utf8))?.lowerBound ?? 0))
        try handle.write(contentsOf: Data("Mere about".utf8))
        try handle.close()
        #expect(FileStamp(path: index.path)?.size == Int64(original.count))
        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "Edited again."))
        let repaired = try await Self.buildFresh(fixture, "index edited in place")
        #expect(repaired.convertedArticles == 4, "the four English articles, whose entries are in that file")
        #expect(try String(contentsOf: index, encoding: .utf8).contains("Mere about") == false)
    }

    @Test func theStateEncodingRoundTrips() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.write(
            "en/warned.md", Self.article("Warned", order: 4, body: "<div>raw</div>\n\nSee [x](alpha.md#details)."))
        _ = try await Self.buildFresh(fixture, "first build")
        let state = try #require(
            BuildState.load(
                from: BuildState.file(
                    cache: fixture.root.appendingPathComponent(".galley-cache"),
                    destination: fixture.root.appendingPathComponent("_site"))))
        let url = fixture.root.appendingPathComponent("copy.state")
        state.save(to: url)
        #expect(BuildState.load(from: url) == state)
        let warned = try #require(state.articles["en/warned.md"]?.body?.facts)
        #expect(warned.links.map(\.destination) == ["alpha.md#details"])
        #expect(warned.diagnostics.map(\.id) == ["markdown.raw-html-escaped"])
        #expect(warned.anchors == ["details"])
    }
}
