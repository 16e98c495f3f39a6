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
}
