import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// What a build's memo keeps of each converted body: `galley serve`'s memo keeps the HTML for the
/// next build; a one-shot build's lets it go once the article's page is written, so the pages'
/// HTML is never all held at once.
extension IncrementalBuildTests {
    @Test(arguments: [false, true])
    func aMemoKeepsBodiesHTMLOnlyWhenItServesLaterBuilds(keepsHTML: Bool) async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let memo = BuildMemo(keepsHTML: keepsHTML)
        let first = try await Self.buildAndCompare(fixture, "first build", memo: memo)
        #expect(first.convertedArticles == 5)
        let bodies = memo.tables.withLock { $0.converted.values.map { $0.document != nil } }
        #expect(bodies.count == 5)
        #expect(bodies.allSatisfy { $0 == keepsHTML })
        // Either way an edit converts the edited article alone, and the site is a full build's.
        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "The last page, edited."))
        let edit = try await Self.buildAndCompare(fixture, "article body", memo: memo)
        #expect(edit.convertedArticles == 1)
    }
}
