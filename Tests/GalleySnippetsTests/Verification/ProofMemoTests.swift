import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

/// Kept proofs (``ProofMemo``): an article whose inputs did not change is taken as it is, without
/// planning or looking up its units; anything its units' keys hold verifies it again.
@Suite struct ProofMemoTests {
    static let articles = [
        "Content/en/a.md": "```swift\nlet a = 1\n```\n```swift run\nprint(\"a\")\n```\n\n```output\na\n```\n",
        "Content/en/b.md": "```swift\nlet b = 2\n```\n```swift run\nprint(\"b\")\n```\n\n```output\nb\n```\n",
    ]

    @Test func anEditReverifiesOnlyTheEditedArticlesUnits() async throws {
        let site = try Site(Self.articles)
        defer { site.remove() }
        let memo = ProofMemo()
        let cold = try await site.verify(memo: memo)
        #expect(cold.statistics.reusedArticles == 0)
        #expect(cold.statistics.units == 4)
        let warm = try await site.verify(memo: memo)
        #expect(warm.statistics.reusedArticles == 2)
        #expect(warm.statistics.units == 0)
        #expect(warm.statistics.compilerInvocations == 0)
        #expect(warm.passedCount == 4)
        try site.write(
            "Content/en/b.md", "```swift\nlet b = 3\n```\n```swift run\nprint(\"b\")\n```\n\n```output\nb\n```\n")
        let edited = try await site.verify(memo: memo)
        #expect(edited.statistics.reusedArticles == 1)
        #expect(edited.reused.map(\.file) == ["Content/en/a.md"])
        #expect(edited.statistics.units == 2, "only b.md's two units are keyed and looked up")
        #expect(Set(edited.results.map(\.file)) == ["Content/en/b.md"])
        #expect(edited.passedCount == 4)
        #expect(edited.succeeded)
    }

    @Test func aBrokenSnippetEditedInFailsAtItsPlaceEveryTime() async throws {
        let site = try Site(Self.articles)
        defer { site.remove() }
        let memo = ProofMemo()
        _ = try await site.verify(memo: memo)
        try site.write("Content/en/b.md", "```swift\nlet b: Int = \"two\"\n```\n")
        for attempt in 1...2 {
            let broken = try await site.verify(memo: memo)
            #expect(!broken.succeeded, "attempt \(attempt)")
            #expect(broken.failedCount == 1)
            let error = try #require(broken.diagnostics.first { $0.severity == .error })
            #expect(error.location?.file == "Content/en/b.md")
            #expect(error.location?.line == 2)
            #expect(error.location?.column == 14)
            #expect(error.summary.contains("cannot convert value of type 'String'"), "\(error)")
            #expect(broken.statistics.reusedArticles == 1, "a.md stays reused, b.md is never kept")
        }
    }

    @Test func aChangedSessionVerifiesEveryArticleAgain() async throws {
        let site = try Site(Self.articles)
        defer { site.remove() }
        let memo = ProofMemo()
        _ = try await site.verify(memo: memo)
        #expect(try await site.verify(memo: memo).statistics.reusedArticles == 2)
        // Another runtime: the compiler's identity (the runtime's fingerprint) is in the key.
        var standalone = SnippetSettings()
        standalone.runtime = .none
        let otherRuntime = try await site.verify(snippets: standalone, memo: memo)
        #expect(otherRuntime.statistics.reusedArticles == 0)
        #expect(otherRuntime.statistics.units == 4)
        #expect(try await site.verify(snippets: standalone, memo: memo).statistics.reusedArticles == 2)
        // Other settings (a language mode) are in it too.
        var swift5 = SnippetSettings()
        swift5.languageMode = 5
        #expect(try await site.verify(snippets: swift5, memo: memo).statistics.reusedArticles == 0)
        // Neither a shard nor blessing uses kept proofs.
        #expect(try await site.verify(bless: true, memo: memo).statistics.reusedArticles == 0)
    }

    @Test func aLaterProcessReusesTheManifestUnlessItWasTamperedWith() async throws {
        let site = try Site(Self.articles)
        defer { site.remove() }
        let first = try await site.verify(memo: ProofMemo())
        let later = try await site.verify(memo: ProofMemo())
        #expect(later.statistics.reusedArticles == 2)
        #expect(later.statistics.units == 0)
        // A reused verdict is the one the verification computed, decoded when asked for.
        for result in first.results {
            let kept = try #require(later.reused.first { $0.file == result.file }?.result(for: result.blockID))
            #expect(kept.status == result.status)
            #expect(kept.actualOutput == result.actualOutput)
            #expect(kept.visibleCode == result.visibleCode)
            #expect(kept.unitID == result.unitID)
            #expect(ArticleProof.proofKey(of: [kept]) == ArticleProof.proofKey(of: [result]))
        }
        // A manifest changed by hand (its MAC no longer verifies) is not trusted.
        let manifest = ProofMemo.manifest(in: site.cache)
        var bytes = try Data(contentsOf: manifest)
        let at = try #require(bytes.lastIndex(of: UInt8(ascii: "a")))
        bytes[at] = UInt8(ascii: "b")
        try bytes.write(to: manifest)
        let tampered = try await site.verify(memo: ProofMemo())
        #expect(tampered.statistics.reusedArticles == 0)
        #expect(tampered.statistics.units == 4)
        #expect(tampered.succeeded)
    }
}
