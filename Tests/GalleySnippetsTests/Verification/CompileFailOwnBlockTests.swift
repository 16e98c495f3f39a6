import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

/// A compile-fail block's `expect` must match an error in its own lines: in a group, an error
/// of an earlier block never satisfies it.
@Suite struct CompileFailOwnBlockTests {
    static let article = """
        ```swift group=g
        let count: Int = "three"
        ```

        ```swift compile-fail group=g expect="cannot convert value"
        undefinedName()
        ```

        ```swift compile-fail group=g expect="cannot find 'undefinedName' in scope"
        undefinedName()
        ```
        """

    @Test func anEarlierBlocksErrorDoesNotSatisfyExpect() async throws {
        let site = try Site(["Content/en/a.md": Self.article])
        defer { site.remove() }
        let report = try await site.verify()
        // The earlier block's own failure is reported at its line.
        let first = try #require(report.result("Content/en/a.md", fence: 1))
        #expect(!first.passed)
        // "cannot convert value" is only in line 2, outside the compile-fail block.
        let borrowed = try #require(report.result("Content/en/a.md", fence: 5))
        #expect(borrowed.diagnostics.map(\.id) == ["snippet.expectation-mismatch"])
        #expect(borrowed.diagnostics.first?.summary.contains("this block's own lines") == true)
        // The block's own error matches.
        let own = try #require(report.result("Content/en/a.md", fence: 9))
        #expect(own.passed, "\(own.diagnostics)")
    }
}
