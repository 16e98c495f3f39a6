import Foundation
import Testing

@testable import GalleySnippets

/// Batching is an optimisation only: every verdict, diagnostic and output must be the same
/// with `--no-batch`. These tests verify the same articles both ways, each with its own cold
/// cache, and compare every result.
@Suite struct BatchEquivalenceTests {
    /// Units chosen to tempt batching into a wrong verdict: clashing names, a unit that only
    /// compiles if it could see another unit's type or extension member, SIL-only errors,
    /// `private` names, and plenty of independent units so batches really form.
    static let tricky: [String: String] = {
        var article = """
            # Batching

            ```swift
            struct Card { var title = "a" }
            let card = Card()
            _ = card.title
            ```

            ```swift
            struct Card { var count = 1 }
            _ = Card().count
            ```

            ```swift
            let theme = Theme()
            ```

            ```swift
            struct Theme {}
            ```

            ```swift
            extension String { var shouted: String { uppercased() } }
            ```

            ```swift
            let loud = "hi".shouted
            ```

            ```swift
            private struct Hidden { var n = 1 }
            _ = Hidden().n
            ```

            ```swift
            let late: Int
            print(late)
            ```

            ```swift
            let wrong: Int = "x"
            ```

            ```swift group=pair
            struct Pair { var a = 1, b = 2 }
            ```

            ```swift group=pair
            _ = Pair().a + Pair().b
            ```

            """
        for index in 0..<12 {
            article += "```swift\nlet value\(index) = \(index) * 2\n_ = value\(index)\n```\n\n"
        }
        return ["Content/en/batching.md": article]
    }()

    @Test func trickyUnitsGetTheSameVerdictsBatchedAndAlone() async throws {
        let (batched, alone) = try await Self.verifyBothWays(Self.tricky)
        #expect(Self.summary(batched) == Self.summary(alone))
        #expect(batched.statistics.batchCompilations > 0)
        #expect(batched.statistics.batchedUnits >= 12)
        #expect(alone.statistics.batchCompilations == 0)
        #expect(batched.statistics.compilerInvocations < alone.statistics.compilerInvocations)
        let file = "Content/en/batching.md"
        #expect(batched.result(file, fence: 3)?.passed == true)
        #expect(batched.result(file, fence: 9)?.passed == true)
        // Units that would only compile by seeing another unit's declarations fail, as alone.
        #expect(batched.result(file, fence: 14)?.passed == false)
        #expect(batched.result(file, fence: 26)?.passed == false)
        // A definite-initialisation error only SIL diagnostics find, and a type error.
        #expect(batched.result(file, fence: 35)?.passed == false)
        #expect(batched.result(file, fence: 40)?.passed == false)
    }

    @Test func theSitesOwnContentGetsTheSameVerdictsBatchedAndAlone() async throws {
        let content = Site.sources.deletingLastPathComponent().appendingPathComponent("Content")
        var articles: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "md" else { continue }
            let relative = String(url.path.dropFirst(content.deletingLastPathComponent().path.count + 1))
            articles[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(articles.count >= 12)
        let (batched, alone) = try await Self.verifyBothWays(articles)
        #expect(Self.summary(batched) == Self.summary(alone))
        #expect(batched.statistics.batchedUnits > 0)
    }

    static func verifyBothWays(_ articles: [String: String]) async throws
        -> (batched: VerificationReport, alone: VerificationReport)
    {
        let first = try Site(articles)
        defer { first.remove() }
        let second = try Site(articles)
        defer { second.remove() }
        let batched = try await first.verify(batchChecks: true)
        let alone = try await second.verify(batchChecks: false)
        return (batched, alone)
    }

    /// Everything a reader or CI sees of each result, without timings and cache flags.
    static func summary(_ report: VerificationReport) -> [String] {
        report.results.map { result in
            [
                "\(result.file):\(result.fenceLine)", "\(result.status)", result.actualOutput ?? "-",
                result.compilerErrorText ?? "-", result.macroExpansion ?? "-",
            ].joined(separator: " | ")
        }
    }
}
