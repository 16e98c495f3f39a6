import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// The build state writes an unchanged article's record again as it read it (``StateRecord``):
/// the bytes must be those a new encoding makes, and an article that changed is encoded anew.
extension IncrementalBuildTests {
    @Test func unchangedArticlesKeepTheirRecordsAndEveryRecordIsWhatANewEncodingWrites() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        _ = try await Self.buildFresh(fixture, "first build")
        let url = IncrementalBuildStampTests.stateFile(fixture)
        let before = try #require(BuildState.load(from: url))
        #expect(before.articles.values.allSatisfy { $0.record.bytes != nil }, "every record read keeps its bytes")

        // A longer first page moves every later English page's search fragment: their records
        // stay as they were, with the new offsets beside them. (Whether a record was copied or
        // encoded anew gives the same bytes, so what is checked is that they are right.)
        try fixture.write("en/alpha.md", Self.article("Alpha retitled", order: 1, body: "The first page, longer now."))
        _ = try await Self.buildFresh(fixture, "first page edited")
        let fileBytes = try [UInt8](Data(contentsOf: url))
        let after = try #require(BuildState.load(from: url))
        #expect(after.articles["en/alpha.md"]?.metadata.title == "Alpha retitled")
        #expect(after.articles["en/alpha.md"]?.record.bytes != before.articles["en/alpha.md"]?.record.bytes)
        let gammaBefore = try #require(before.articles["en/gamma.md"]?.body)
        let gammaAfter = try #require(after.articles["en/gamma.md"]?.body)
        #expect(gammaAfter.searchOffset != gammaBefore.searchOffset, "the edit moved gamma's fragment")
        #expect(after.articles["en/gamma.md"]?.record.bytes == before.articles["en/gamma.md"]?.record.bytes)

        // Written from the kept records or encoded anew, the state is the same bytes: the file's.
        var fresh = after
        for path in fresh.articles.keys { fresh.articles[path]?.record = StateRecord() }
        #expect(fresh.encoded == after.encoded)
        #expect(after.encoded == fileBytes)
    }

    @Test func aRecordStandsForAnArticleOnlyWhileEveryFieldButTheSearchOffsetIsTheSame() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        _ = try await Self.buildFresh(fixture, "first build")
        let state = try #require(BuildState.load(from: IncrementalBuildStampTests.stateFile(fixture)))
        let original = try #require(state.articles["en/beta.md"])
        var moved = original
        moved.body?.searchOffset += 100
        #expect(moved.hasSameRecord(as: original))
        var retitled = original
        retitled.metadata.title = "Beta retitled"
        #expect(!retitled.hasSameRecord(as: original))
        var relinked = original
        relinked.body?.facts.links = []
        #expect(!relinked.hasSameRecord(as: original))
        var shifted = original
        shifted.bodyFirstLine += 1
        #expect(!shifted.hasSameRecord(as: original))
    }
}
