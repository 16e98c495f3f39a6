import Foundation
import Testing

@testable import GalleySnippets

@Suite struct GroupOutputTests {
    static let article = """
        ```swift run group=count
        struct Counter { var value = 0 }
        var counter = Counter()
        print("first", counter.value)
        ```

        ```swift group=count
        counter.value += 2
        ```

        ```swift run group=count
        counter.value += 1
        print("second", counter.value)
        ```
        ```output
        second 3
        ```
        """

    @Test(arguments: [true, false]) func eachRunBlockShowsOnlyWhatItPrinted(merge: Bool) async throws {
        let site = try Site(["Content/en/g.md": Self.article])
        defer { site.remove() }
        let report = try await site.verify(mergeRuns: merge)
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        #expect(report.result("Content/en/g.md", fence: 1)?.actualOutput == "first 0\n")
        #expect(report.result("Content/en/g.md", fence: 7)?.actualOutput == "")
        #expect(report.result("Content/en/g.md", fence: 11)?.actualOutput == "second 3\n")
        // `counter` is a top-level variable used only by statements, so the group can be merged.
        #expect(report.statistics.mergedRuns == (merge ? 1 : 0))
        #expect(report.statistics.separateRuns == (merge ? 0 : 1))
    }
}
