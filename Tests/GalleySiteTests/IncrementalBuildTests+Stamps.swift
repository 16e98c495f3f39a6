import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// A build with a memo (`galley serve`) takes an article from memory without reading its file
/// when the file's stamp (size, inode, modification and status-change times) is unchanged and
/// was taken once the file had settled; every other file is read again.
@Suite struct IncrementalBuildStampTests {
    /// Waits until every file under `root` has settled (``FileStamp/isSettled``: unchanged for
    /// ``FileStamp/settleSeconds``), polling its stamps: a condition, not a fixed sleep.
    static func waitUntilSettled(_ root: URL, timeout: Duration = .seconds(20)) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            let files =
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
            let unsettled = files.first { FileStamp(path: $0.path).map { !$0.isSettled } ?? false }
            guard let unsettled else { return }
            try #require(ContinuousClock.now < deadline, "\(unsettled.path) did not settle")
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func anUnchangedStampSkipsTheReadAndEveryEditIsStillSeen() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let memo = BuildMemo()
        func build(_ step: String) async throws -> BuildResult {
            try await IncrementalBuildTests.buildAndCompare(fixture, step, memo: memo)
        }
        _ = try await build("fresh files")
        _ = try await build("fresh files, again")
        #expect(memo.unreadFiles == 0, "a file changed within the last second is always read")

        try await Self.waitUntilSettled(fixture.root)
        _ = try await build("settled files")
        #expect(memo.unreadFiles == 0, "stamps taken of settled files, the files read once more")
        let settled = try await build("no edit")
        #expect(memo.unreadFiles == 5 && memo.counts.parsed == 0 && settled.renderedArticles == 0)

        // A page of the output edited in place (same inode, same size): its stamp no longer
        // vouches for the bytes the last build checked, so it is rendered again.
        let page = fixture.root.appendingPathComponent("_site/en/alpha/index.html")
        let handle = try FileHandle(forWritingTo: page)
        try handle.write(contentsOf: Data("<!-- x -->".utf8))
        try handle.close()
        let handEdited = try await build("output page edited in place")
        #expect(handEdited.renderedArticles == 1 && handEdited.reusedArticles == 4)

        // The same size, written within the same second as the build: the times differ.
        let gamma = fixture.content.appendingPathComponent("en/gamma.md")
        let edited = IncrementalBuildTests.article("Gamma", order: 3, body: "The LAST page.")
        #expect(
            edited.utf8.count == IncrementalBuildTests.article("Gamma", order: 3, body: "The last page.").utf8.count)
        try fixture.write("en/gamma.md", edited)
        let sameSize = try await build("same-size edit")
        #expect(sameSize.renderedArticles == 1 && memo.counts.parsed == 1 && memo.unreadFiles == 4)

        // Written again at once, keeping the size and put back to the earlier modification time
        // (two writes within one tick of the kernel's clock): the first stamp was taken of a file
        // that had not settled, so it vouches for nothing.
        let modified = try FileManager.default.attributesOfItem(atPath: gamma.path)[.modificationDate] as? Date
        try fixture.write("en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The Last page."))
        if let modified {
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: gamma.path)
        }
        let sameTime = try await build("same-size edit, same modification time")
        #expect(sameTime.renderedArticles == 1 && memo.counts.parsed == 1)

        // Touched but unchanged: read again, found the same, not parsed.
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: fixture.content.appendingPathComponent("en/alpha.md").path)
        let touched = try await build("touched")
        #expect(touched.renderedArticles == 0 && memo.counts.parsed == 0 && memo.unreadFiles == 3)

        // Replaced by another file (a new inode) of the same size.
        let beta = fixture.content.appendingPathComponent("en/beta.md")
        let replacement = fixture.root.appendingPathComponent("beta.tmp")
        try String(contentsOf: beta, encoding: .utf8).replacingOccurrences(of: "See", with: "Saw")
            .write(to: replacement, atomically: false, encoding: .utf8)
        #expect(rename(replacement.path, beta.path) == 0, "renamed over, as editors save")
        let replaced = try await build("replaced by rename")
        #expect(replaced.renderedArticles == 1 && memo.counts.parsed == 1)
    }
}

extension IncrementalBuildStampTests {
    /// `galley build`: the state keeps the stamp of each page whose bytes a build checked, so the
    /// next build takes it on that stamp; a page edited in place no longer matches it.
    @Test func theStateKeepsTheStampsOfCheckedPages() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        let stateFile = BuildState.file(
            cache: fixture.root.appendingPathComponent(".galley-cache"), destination: output)
        _ = try await IncrementalBuildTests.buildAndCompare(fixture, "first build")
        let alpha = output.appendingPathComponent("en/alpha/index.html")
        #expect(
            BuildState.load(from: stateFile)?.pages["en/alpha/index.html"]?.stamp
                == FileStamp(path: alpha.path)?.content,
            "a page a build wrote is kept with the stamp of its write")
        let next = try await IncrementalBuildTests.buildAndCompare(fixture, "pages not settled, taken on their stamps")
        #expect(next.reusedArticles == 5)
        #expect(BuildState.load(from: stateFile)?.pages["en/alpha/index.html"]?.stamp != nil)

        try await Self.waitUntilSettled(fixture.root)
        _ = try await IncrementalBuildTests.buildAndCompare(fixture, "pages settled, checked")
        let state = try #require(BuildState.load(from: stateFile))
        #expect(state.pages["en/alpha/index.html"]?.stamp != nil, "a checked, settled page keeps its stamp")
        let publicFiles = state.pages.values.filter { $0.key.hasPrefix("public ") }
        #expect(!publicFiles.isEmpty && publicFiles.allSatisfy { $0.stamp != nil }, "the public files, taken unchanged")
        #expect(
            state.pages.values.filter { $0.stamp != nil }.count == 16 + publicFiles.count,
            "the five article pages, the two search indexes and the nine listings, taken unchanged")
        let unread = try await IncrementalBuildTests.buildAndCompare(fixture, "pages taken on their stamps")
        #expect(unread.reusedArticles == 5)

        let page = output.appendingPathComponent("en/beta/index.html")
        let handle = try FileHandle(forWritingTo: page)
        try handle.write(contentsOf: Data("<!-- x -->".utf8))
        try handle.close()
        let handEdited = try await IncrementalBuildTests.buildAndCompare(fixture, "output page edited in place")
        #expect(handEdited.renderedArticles == 1 && handEdited.reusedArticles == 4)
    }
}

extension IncrementalBuildStampTests {
    /// A public file whose bytes are unchanged is taken from the previous output (the same
    /// inode); one edited, added or removed in `Public/` is published as it now is.
    @Test func anUnchangedPublicFileIsTakenFromThePreviousOutput() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        func inode(_ path: String) -> UInt64? { FileStamp(path: output.appendingPathComponent(path).path)?.inode }
        let notes = fixture.root.appendingPathComponent("Public/notes.txt")
        try FileManager.default.createDirectory(
            at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("first".utf8).write(to: notes)
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        let (favicon, first) = (inode("favicon.svg"), inode("notes.txt"))
        #expect(favicon != nil && first != nil)

        _ = try await IncrementalBuildTests.buildFresh(fixture, "no edit")
        #expect(inode("favicon.svg") == favicon && inode("notes.txt") == first)

        try Data("second".utf8).write(to: notes)
        _ = try await IncrementalBuildTests.buildFresh(fixture, "public file edited")
        #expect(inode("favicon.svg") == favicon && inode("notes.txt") != first)
        #expect(try String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8) == "second")

        try FileManager.default.removeItem(at: notes)
        _ = try await IncrementalBuildTests.buildFresh(fixture, "public file removed")
        #expect(inode("notes.txt") == nil)
    }
}
