import Foundation
import GalleyTestSupport
import Testing

@testable import GalleySite

/// The spare made between builds (``SiteOutput/makeSpare(of:until:)``): the published site's
/// folders with its files linked, which a recycling build starts from without ever writing
/// through a published file, whole or stopped halfway.
@Suite struct OutputSpareTests {
    let parent: URL

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("galley-spare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    var destination: URL { parent.appendingPathComponent("_site") }
    var spare: URL { SiteOutput.spare(parent: parent, name: "_site") }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
    func inode(_ url: URL) -> UInt64? { FileTree.inode(url) }

    /// A first build with nothing to replace, so no spare: three pages in folders.
    func publishFirstSite() throws {
        let first = try SiteOutput(destination: destination, recycling: .process)
        try first.write("a, first", to: "en/a/index.html")
        try first.write("b, unchanged", to: "en/b/index.html")
        try first.write("gone next time", to: "hr/c/index.html")
        try first.commit()
        #expect(!FileManager.default.fileExists(atPath: spare.path), "the first build replaced no site")
    }

    /// The second build: `a` changed, `b` kept, `c` deleted, `d` new. Checks, before the swap,
    /// that the published site is untouched, and after it, that the output is exactly this build's.
    func rebuild() throws -> SiteOutput {
        let second = try SiteOutput(destination: destination, recycling: .process)
        try second.write("a, second", to: "en/a/index.html")
        #expect(second.reuse("en/b/index.html", from: destination.appendingPathComponent("en/b/index.html")))
        try second.write("d, new", to: "hr/d/index.html")
        #expect(try text(destination.appendingPathComponent("en/a/index.html")) == "a, first")
        #expect(try text(destination.appendingPathComponent("hr/c/index.html")) == "gone next time")
        try second.commit()
        let files = FileManager.default.enumerator(atPath: destination.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") }.sorted()
        #expect(files == ["en/a/index.html", "en/b/index.html", "hr/d/index.html"])
        #expect(try text(destination.appendingPathComponent("en/a/index.html")) == "a, second")
        #expect(try text(destination.appendingPathComponent("en/b/index.html")) == "b, unchanged")
        #expect(try text(destination.appendingPathComponent("hr/d/index.html")) == "d, new")
        return second
    }

    @Test func theSpareMirrorsTheSiteAndTheNextBuildStartsFromIt() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        try publishFirstSite()
        #expect(SiteOutput.makeSpare(of: destination, until: { false }))
        for file in ["en/a/index.html", "en/b/index.html", "hr/c/index.html"] {
            #expect(inode(spare.appendingPathComponent(file)) == inode(destination.appendingPathComponent(file)))
        }
        let folder = try #require(inode(spare.appendingPathComponent("en/a")))
        #expect(!SiteOutput.makeSpare(of: destination, until: { false }), "a spare exists")

        let second = try rebuild()
        #expect(second.recycled)
        // The page folder the spare made is the published one now: the build made none.
        #expect(inode(destination.appendingPathComponent("en/a")) == folder)
    }

    @Test func aSpareStoppedAtOnceIsStillOneToStartFrom() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        try publishFirstSite()
        #expect(SiteOutput.makeSpare(of: destination, until: { true }))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: spare.path)) == [])
        #expect(try rebuild().recycled)
    }

    @Test func noSpareForASiteThatIsNotThere() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(!SiteOutput.makeSpare(of: destination, until: { false }))
        #expect(!FileManager.default.fileExists(atPath: spare.path))
    }
}
