import Foundation
import Testing

@testable import GalleySite

extension IncrementalBuildStampTests {
    /// A build rewrites only the files whose bytes changed: a page rendered again (its inputs
    /// changed) into the bytes it already had keeps the previous output's file, the same inode;
    /// a page whose bytes changed is written anew. Every build is compared byte for byte with a
    /// clean full build.
    @Test func aPageRenderedIntoTheSameBytesKeepsItsFile() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        let pages = ["en/alpha/index.html", "en/beta/index.html", "en/gamma/index.html", "hr/boje/index.html"]
        func inodes() -> [UInt64?] { pages.map { FileStamp(path: output.appendingPathComponent($0).path)?.inode } }
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        let first = inodes()
        #expect(first.allSatisfy { $0 != nil })

        // Blank lines at the end: gamma's source (so its page's key) changed, its HTML did not.
        try fixture.write(
            "en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The last page.") + "\n\n")
        let blank = try await IncrementalBuildTests.buildFresh(fixture, "blank lines")
        #expect(blank.renderedArticles == 1, "gamma was rendered again")
        #expect(inodes() == first, "and its file kept")

        // A template comment Mustache drops: every article page is rendered again, none rewritten.
        let template = fixture.root.appendingPathComponent("Templates/article.mustache")
        try (String(contentsOf: template, encoding: .utf8) + "{{! a note for the template's readers }}\n").write(
            to: template, atomically: true, encoding: .utf8)
        let comment = try await IncrementalBuildTests.buildFresh(fixture, "template comment")
        #expect(comment.reusedArticles == 0 && comment.renderedArticles == 5)
        #expect(inodes() == first, "no page's bytes changed")

        // A real edit writes that page, and only it.
        try fixture.write(
            "en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The last page, edited."))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "body edit")
        let edited = inodes()
        #expect(edited[2] != first[2])
        #expect(Array(edited[0..<2]) == Array(first[0..<2]) && edited[3] == first[3])

        // A page edited by hand in the output is not kept on its recorded digest: it is written.
        let gamma = output.appendingPathComponent(pages[2])
        let html = try String(contentsOf: gamma, encoding: .utf8)
        try html.replacingOccurrences(of: "edited", with: "tampered").write(
            to: gamma, atomically: false, encoding: .utf8)
        try fixture.write(
            "en/gamma.md", IncrementalBuildTests.article("Gamma", order: 3, body: "The last page, edited.") + "\n")
        _ = try await IncrementalBuildTests.buildFresh(fixture, "hand-edited output, blank line in the source")
        #expect(try String(contentsOf: gamma, encoding: .utf8) == html)
    }

    /// A front-matter edit changes the key of every listing; those whose bytes did not change
    /// (the other locale's feed, the sitemap, the 404 pages) keep their files.
    @Test func listingsMadeAgainIntoTheSameBytesKeepTheirFiles() async throws {
        let fixture = try IncrementalBuildTests.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        let listings = ["en/index.html", "en/feed.xml", "hr/index.html", "hr/feed.xml", "sitemap.xml", "hr/404.html"]
        func inodes() -> [UInt64?] { listings.map { FileStamp(path: output.appendingPathComponent($0).path)?.inode } }
        _ = try await IncrementalBuildTests.buildFresh(fixture, "first build")
        let first = inodes()
        try fixture.write(
            "en/gamma.md", IncrementalBuildTests.article("Gamma retitled", order: 3, body: "The last page."))
        _ = try await IncrementalBuildTests.buildFresh(fixture, "English title edit")
        let after = inodes()
        #expect(after[0] != first[0] && after[1] != first[1], "the English index and feed name the new title")
        // The Croatian index lists the English pages not yet translated, by their titles.
        #expect(after[2] != first[2])
        #expect(
            try String(contentsOf: output.appendingPathComponent("hr/index.html"), encoding: .utf8).contains(
                "Gamma retitled"))
        #expect(Array(after[3...]) == Array(first[3...]), "the rest kept their files")
    }
}
