import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// `galley build` in a new process: the build state keeps each source's stamp (taken once the
/// file had settled) with its metadata, so an unchanged source is neither read, hashed nor
/// parsed; every edit, front matter included, still gives the site a clean full build writes.
extension IncrementalBuildStampTests {
    /// One build of a new process: a memo no build has used, filled from the state.
    static func buildNewProcess(_ fixture: TranslationFixture, _ step: String) async throws -> (BuildResult, BuildMemo)
    {
        let memo = BuildMemo()
        let result = try await IncrementalBuildTests.buildAndCompare(fixture, step, memo: memo)
        return (result, memo)
    }

    static func stateFile(_ fixture: TranslationFixture) -> URL {
        BuildState.file(
            cache: fixture.root.appendingPathComponent(".galley-cache"),
            destination: fixture.root.appendingPathComponent("_site"))
    }

    @Test func theStateKeepsSourceStampsAndEveryEditIsStillSeen() async throws {
        let written = Date()
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        // A withheld translation with a placeholder: its warning needs the text, read on demand.
        try fixture.write(
            "hr/nedovrseno.md", "---\ntitle: Nedovršeno\ndate: 2026-11-05\n---\n\nTODO(translate): the rest.\n")
        _ = try await Self.buildNewProcess(fixture, "first build")
        if Date().timeIntervalSince(written) < 1 {  // else the sources may have settled meanwhile
            #expect(
                BuildState.load(from: Self.stateFile(fixture))?.articles.values.allSatisfy { $0.stamp == nil } == true)
        }

        try await Self.waitUntilSettled(fixture.root)
        let (settled, settledMemo) = try await Self.buildNewProcess(fixture, "settled sources, read once more")
        #expect(settledMemo.unreadFiles == 0 && settled.parsedArticles == 0)
        let state = try #require(BuildState.load(from: Self.stateFile(fixture)))
        #expect(state.articles.values.allSatisfy { $0.stamp != nil }, "settled sources keep their stamps")
        #expect(state.articles["en/alpha.md"]?.metadata.title == "Alpha")
        #expect(state.articles["hr/nedovrseno.md"]?.mentionsMarker == true)

        let (unchanged, unchangedMemo) = try await Self.buildNewProcess(fixture, "no edit")
        #expect(unchangedMemo.unreadFiles == 6 && unchanged.parsedArticles == 0 && unchanged.renderedArticles == 0)
        #expect(unchanged.diagnostics.warnings.contains { $0.id == "translation.unfinished" })
        _ = try await IncrementalBuildTests.buildFresh(fixture, "no edit, galley build")

        // The same size, within the same second as the last build: the times differ.
        let gamma = fixture.content.appendingPathComponent("en/gamma.md")
        let edited = Date()
        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The LAST page."))
        let (sameSize, sameSizeMemo) = try await Self.buildNewProcess(fixture, "same-size edit")
        #expect(sameSize.parsedArticles == 1 && sameSize.renderedArticles == 1 && sameSizeMemo.unreadFiles == 5)
        // Only a build that ended within the second can be sure to have stamped a file that had
        // not settled; on a busy machine the build may take longer, and its stamp is then right.
        if Date().timeIntervalSince(edited) < 1 {
            #expect(
                BuildState.load(from: Self.stateFile(fixture))?.articles["en/gamma.md"]?.stamp == nil,
                "a source edited within the last second keeps no stamp")
        }

        // Written again, the same size, put back to the earlier modification time: the state
        // kept no stamp for it, so it is read.
        let modified = try FileManager.default.attributesOfItem(atPath: gamma.path)[.modificationDate] as? Date
        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The Last page."))
        if let modified {
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: gamma.path)
        }
        let sameTime = try await IncrementalBuildTests.buildFresh(fixture, "same-size edit, same modification time")
        #expect(sameTime.parsedArticles == 1 && sameTime.renderedArticles == 1)

        // Front matter only: the index, the feed, the sitemap and every sidebar change.
        try fixture.write(
            "en/alpha.md", IncrementalBuildTests.article("Alpha retitled", order: 1, body: "The first page."))
        let (title, titleMemo) = try await Self.buildNewProcess(fixture, "title")
        #expect(title.renderedArticles == 5, "every page, whose sidebar names alpha (texts read on demand)")
        #expect(titleMemo.unreadFiles == 4)
        let index = try String(
            contentsOf: fixture.root.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
        #expect(index.contains("Alpha retitled"))

        try fixture.write(
            "en/beta.md",
            IncrementalBuildTests.article("Beta", order: 2, body: "See [alpha](alpha.md#details).")
                .replacingOccurrences(of: "date: 2026-11-02", with: "date: 2026-10-30"))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "date")

        try fixture.write(
            "en/gamma.md",
            IncrementalBuildTests.article("Gamma", order: 3, body: "The Last page.")
                .replacingOccurrences(of: "order: 3\n", with: "order: 3\ndraft: true\n"))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "draft")
        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The Last page."))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "draft no more")

        try fixture.write("en/delta.md", IncrementalBuildTests.article("Delta", order: 4, body: "A new page."))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "new article")
        try FileManager.default.removeItem(at: gamma)
        _ = try await IncrementalBuildTests.buildFresh(fixture, "deleted article")
        _ = try await IncrementalBuildTests.buildFresh(fixture, "deleted article, from a spare that had it")
        let site = fixture.root.appendingPathComponent("_site")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("en/gamma").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("en/delta/index.html").path))

        // The translation's source changed: the translation's page gets its outdated notice,
        // which reads the translation's own text, left in its file until then.
        try fixture.write("en/colours.md", TranslationFixture.english + "\nOne more sentence.\n")
        let (source, sourceMemo) = try await Self.buildNewProcess(fixture, "translation source")
        #expect(source.renderedArticles == 2 && sourceMemo.unreadFiles >= 1)
    }

    /// An article's text read on demand is checked against the digest the state recorded; a
    /// file changed since its stamp was taken is still used, and flagged so the state drops it.
    @Test func textReadOnDemandIsCheckedAgainstItsDigest() throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let path = fixture.content.appendingPathComponent("en/alpha.md").path
        let source = IncrementalBuildTests.article("Alpha", order: 1, body: "The first page.")
        let same = SourceText(
            path: path, digest: Fingerprint.hex(source), displayPath: "Content/en/alpha.md", bodyFirstLine: 6,
            mentionsMarker: false)
        #expect(same.source == source && same.frontMatter.bodyFirstLine == 6 && !same.changedSinceStamp)

        let other = SourceText(
            path: path, digest: Fingerprint.hex("something else"), displayPath: "Content/en/alpha.md", bodyFirstLine: 6,
            mentionsMarker: false)
        #expect(other.source == source && other.changedSinceStamp)

        let gone = SourceText(
            path: path + ".missing", digest: Fingerprint.hex(source), displayPath: "Content/en/alpha.md",
            bodyFirstLine: 6, mentionsMarker: false)
        #expect(gone.source.isEmpty && gone.changedSinceStamp)
    }

    /// Stamps and metadata survive the state's encoding; a state of an earlier version is not read.
    @Test func stampsAndMetadataRoundTripAndAnOlderStateIsIgnored() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        try await Self.waitUntilSettled(fixture.root)
        _ = try await IncrementalBuildTests.buildFresh(fixture, "settled")
        let url = Self.stateFile(fixture)
        let state = try #require(BuildState.load(from: url))
        #expect(state.articles["en/colours.md"]?.stamp != nil)
        #expect(state.articles["en/colours.md"]?.metadata.translationKey == "colours")
        let copy = fixture.root.appendingPathComponent("copy.state")
        state.save(to: copy)
        #expect(BuildState.load(from: copy) == state)

        // The same payload under the previous version number, with a valid checksum.
        var writer = StateWriter()
        writer.int(BuildState.version - 1)
        let bytes = try [UInt8](Data(contentsOf: url))
        var payload = Array(bytes[..<(bytes.count - BuildState.checksumLength)])
        payload.replaceSubrange(0..<1, with: writer.bytes)
        let older = payload + Array(Fingerprint.hex(bytes: payload).utf8)
        try Data(older).write(to: url)
        #expect(BuildState.load(from: url) == nil)
        let full = try await IncrementalBuildTests.buildFresh(fixture, "state of an older version")
        #expect(full.parsedArticles == 5 && full.reusedArticles == 0)
    }
}

extension IncrementalBuildStampTests {
    /// A locale whose articles did not change keeps its search index: the previous output's
    /// file is taken as it is (the same inode), and its fragments are never read back.
    @Test func anUnchangedLocaleKeepsItsSearchIndex() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        func inode(_ path: String) -> UInt64? { FileStamp(path: output.appendingPathComponent(path).path)?.inode }
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        let (english, croatian) = (inode("en/search.json"), inode("hr/search.json"))

        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "Edited."))
        let edited = try await IncrementalBuildTests.buildFresh(fixture, "English edit")
        #expect(edited.convertedArticles == 1, "no English body converted again for its search entries")
        #expect(inode("hr/search.json") == croatian, "the Croatian index is taken unchanged")
        #expect(inode("en/search.json") != english, "the English index is written again")
        let state = try #require(BuildState.load(from: Self.stateFile(fixture)))
        #expect(state.articles["hr/boje.md"]?.body?.searchCount ?? 0 > 0, "its fragments' places are kept")

        // The Croatian index again, and then an edit there: its fragments, never read since the
        // first build, are read back from the file the state describes.
        _ = try await IncrementalBuildTests.buildFresh(fixture, "no edit")
        try fixture.write("hr/boje.md", TranslationFixture.croatian + "\nJoš jedna rečenica.\n")
        let croatianEdit = try await IncrementalBuildTests.buildFresh(fixture, "Croatian edit")
        #expect(croatianEdit.convertedArticles == 1)
        #expect(inode("hr/search.json") != croatian)

        // A hand-edited index whose key is unchanged is not taken: it is written again.
        let index = output.appendingPathComponent("en/search.json")
        let original = try String(contentsOf: index, encoding: .utf8)
        try original.replacingOccurrences(of: "More about", with: "Mere about").write(
            to: index, atomically: true, encoding: .utf8)
        _ = try await IncrementalBuildTests.buildFresh(fixture, "hand-edited index, unchanged articles")
        #expect(try String(contentsOf: index, encoding: .utf8) == original)
    }
}

extension IncrementalBuildStampTests {
    /// An edit to an article's body leaves every listing (index pages, feeds, sitemap, 404
    /// pages, root redirect) as it was: each is taken from the previous output, the same inode.
    /// A front-matter edit makes them again (the byte-for-byte comparison checks their contents).
    @Test func aBodyEditKeepsTheListingsAndAFrontMatterEditRemakesThem() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        let listings = [
            "en/index.html", "hr/index.html", "en/feed.xml", "hr/feed.xml", "sitemap.xml", "en/404.html",
            "hr/404.html", "404.html", "index.html",
        ]
        func inodes() -> [UInt64?] { listings.map { FileStamp(path: output.appendingPathComponent($0).path)?.inode } }
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        let first = inodes()
        #expect(first.allSatisfy { $0 != nil })

        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "Edited body."))
        let body = try await IncrementalBuildTests.buildFresh(fixture, "body edit")
        #expect(inodes() == first, "every listing taken unchanged")
        #expect(body.pages == 5 + 2 + 3, "articles, indexes and 404 pages are still counted")

        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "Edited body.") + "\n")
        _ = try await IncrementalBuildStampTests.buildNewProcess(fixture, "body edit, serve's first build")
        #expect(inodes() == first)

        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma again", order: 3, body: "Edited body."))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "title edit")
        let retitled = inodes()
        #expect(retitled[0] != first[0] && retitled[2] != first[2], "the English index and feed are made again")
    }
}

extension IncrementalBuildStampTests {
    /// The sweep of a staging folder started from the spare removes the folders this build left
    /// empty, a parent emptied by the removal of its only subfolder included.
    @Test func aDeletedNestedArticleLeavesNoEmptyFolders() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        try fixture.write("en/guide/deep.md", IncrementalBuildTests.article("Deep", order: 4, body: "Nested."))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        _ = try await IncrementalBuildTests.buildFresh(fixture, "second build, the spare has the page")
        try FileManager.default.removeItem(at: fixture.content.appendingPathComponent("en/guide"))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "nested article deleted")
        let site = fixture.root.appendingPathComponent("_site")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("en/guide").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("en/alpha/index.html").path))
    }
}
