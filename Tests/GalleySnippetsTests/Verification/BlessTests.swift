import Foundation
import Testing

@testable import GalleySnippets

@Suite struct BlessTests {
    @Test func blessRewritesAWrongOutputBlockAndInsertsAMissingOne() async throws {
        let site = try Site([
            "Content/en/a.md":
                "Intro\n\n```swift run\nprint(\"new\")\n```\n\n```output\nold\nlines\n```\n\n```swift run\nprint(7)\n```\nEnd\n"
        ])
        defer { site.remove() }
        #expect(try await site.verify().failedCount == 1)
        let blessed = try await site.verify(bless: true)
        #expect(blessed.failedCount == 0)
        #expect(blessed.blessings.count == 2)
        try blessed.applyBlessings(root: site.root)
        let text = try site.read("Content/en/a.md")
        #expect(
            text
                == "Intro\n\n```swift run\nprint(\"new\")\n```\n\n```output\nnew\n```\n\n```swift run\nprint(7)\n```\n\n```output\n7\n```\nEnd\n"
        )
        let after = try await site.verify()
        #expect(after.failedCount == 0 && after.blessings.isEmpty)
    }

    /// `--bless` replaces the article through a temporary file and a rename: the article is a new
    /// inode (never truncated in place), keeps its permissions, and nothing is left beside it.
    @Test func blessRewritesAtomicallyAndKeepsPermissions() async throws {
        let site = try Site(["Content/en/a.md": "```swift run\nprint(2)\n```\n\n```output\n1\n```\n"])
        defer { site.remove() }
        let path = site.root.appendingPathComponent("Content/en/a.md").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64
        let blessed = try await site.verify(bless: true)
        #expect(blessed.blessings.map(\.location) == ["Content/en/a.md:6"])
        try blessed.applyBlessings(root: site.root)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect((attributes[.systemFileNumber] as? UInt64) != inode)
        #expect(try site.read("Content/en/a.md") == "```swift run\nprint(2)\n```\n\n```output\n2\n```\n")
        let folder = try FileManager.default.contentsOfDirectory(
            atPath: site.root.appendingPathComponent("Content/en").path)
        #expect(folder == ["a.md"])
    }
}
