import Foundation
import GalleyTestSupport
import Testing

@testable import GalleySite

/// A staging folder started from the spare writes a page over the spare's file in place, and
/// never through a file it shares with the published site.
@Suite struct OutputOverwriteTests {
    let parent: URL

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("galley-overwrite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    var destination: URL { parent.appendingPathComponent("_site") }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
    func inode(_ url: URL) -> UInt64? { FileTree.inode(url) }

    @Test func aPageOfTheSpareIsRewrittenInPlaceAndASharedOneIsNot() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        try Data("the site before last, a long page".utf8).write(to: destination.appendingPathComponent("a.html"))
        try Data("b, unchanged".utf8).write(to: destination.appendingPathComponent("b.html"))

        let first = try SiteOutput(destination: destination, recycling: .shared)
        try first.write("first", to: "a.html")
        #expect(first.reuse("b.html", from: destination.appendingPathComponent("b.html")))
        try first.commit()
        // The spare is the site before last; its b.html is the published one's inode.
        let spare = SiteOutput.sharedSpare(parent: parent, name: "_site")
        let spareA = try #require(inode(spare.appendingPathComponent("a.html")))

        let second = try SiteOutput(destination: destination, recycling: .shared)
        #expect(second.recycled)
        try second.write("2", to: "a.html")
        try second.write("b, changed", to: "b.html")
        let stagedA = second.staging.appendingPathComponent("a.html")
        #expect(inode(stagedA) == spareA)
        #expect(try text(stagedA) == "2")
        #expect(try text(destination.appendingPathComponent("b.html")) == "b, unchanged")
        #expect(
            inode(second.staging.appendingPathComponent("b.html"))
                != inode(destination.appendingPathComponent("b.html")))
        try second.commit()
        #expect(try text(destination.appendingPathComponent("a.html")) == "2")
        #expect(try text(destination.appendingPathComponent("b.html")) == "b, changed")
    }

    @Test func aFolderOrALinkWhereThePageGoesIsReplacedNotWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let outside = parent.appendingPathComponent("outside.txt")
        try Data("outside".utf8).write(to: outside)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let first = try SiteOutput(destination: destination, recycling: .shared)
        try first.write("x", to: "x.html")
        try first.commit()
        let spare = SiteOutput.sharedSpare(parent: parent, name: "_site")
        try FileManager.default.createDirectory(
            at: spare.appendingPathComponent("folder.html/inner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: spare.appendingPathComponent("link.html"), withDestinationURL: outside)

        let second = try SiteOutput(destination: destination, recycling: .shared)
        try second.write("page", to: "folder.html")
        try second.write("page", to: "link.html")
        try second.commit()
        #expect(try text(destination.appendingPathComponent("folder.html")) == "page")
        #expect(try text(destination.appendingPathComponent("link.html")) == "page")
        #expect(try text(outside) == "outside")
    }
}
