import Synchronization
import Testing

@testable import GalleySnippets

/// Progress is reported unit by unit as outcomes become final, cached ones included.
@Suite struct ProgressTests {
    final class Log: Sendable {
        let events = Mutex<[VerificationProgress]>([])
        func add(_ event: VerificationProgress) { events.withLock { $0.append(event) } }
        var all: [VerificationProgress] { events.withLock { $0 } }
    }

    @Test func reportsEveryUnitOnceInOrderOfCompletion() async throws {
        let site = try Site([
            "Content/en/a.md": "```swift\nlet a = 1\n```\n\n```swift run\nprint(2)\n```\n",
            "Content/en/b.md": "```swift\nlet b = 3\n```\n",
        ])
        defer { site.remove() }
        for round in 1...2 {  // cold, then entirely from the cache
            let log = Log()
            _ = try await site.verify(progress: log.add)
            #expect(log.all.map(\.completed) == [1, 2, 3], "round \(round)")
            #expect(log.all.allSatisfy { $0.total == 3 })
            #expect(Set(log.all.map(\.file)) == ["Content/en/a.md", "Content/en/b.md"])
        }
    }
}
