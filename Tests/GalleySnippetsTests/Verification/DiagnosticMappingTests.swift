import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

@Suite struct DiagnosticMappingTests {
    @Test func errorsMapToTheMarkdownLineThroughHiddenLinesAndGroups() async throws {
        let site = try Site([
            "Content/en/a.md": """
            Intro.

            ```swift group=g
            // snippet.hide
            import Foundation
            // snippet.show
            struct Point { var x = 0 }
            ```

            Then:

            ```swift group=g
            let p = Point()
            let n: String = p.x
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let second = try #require(report.result("Content/en/a.md", fence: 12))
        let error = try #require(second.diagnostics.first)
        #expect(error.location == SourceLocation(file: "Content/en/a.md", line: 14, column: 19))
        #expect(error.summary.contains("cannot convert value of type 'Int' to specified type 'String'"))
        #expect(error.notes.first?.message == "in snippet: let n: String = p.x")
        let first = try #require(report.result("Content/en/a.md", fence: 3))
        #expect(first.visibleCode == "struct Point { var x = 0 }\n")
        #expect(first.diagnostics.map(\.id) == ["snippet.group-failed"])
    }

    @Test func aBlocksDiagnosticsAreInSourceOrder() {
        let file = "Content/en/d.md"
        // As swiftc may report them: the later line first, then two at one place, then one
        // without a line of its own (placed at a fence).
        let reported: [(snippet: Int?, diagnostic: Diagnostic)] = [
            (0, .error("snippet.compiler", at: SourceLocation(file: file, line: 9, column: 5), "later line")),
            (0, .error("snippet.compiler", at: SourceLocation(file: file, line: 4, column: 12), "same place, first")),
            (0, .error("snippet.compiler", at: SourceLocation(file: file, line: 4, column: 12), "same place, second")),
            (0, .error("snippet.compiler", at: SourceLocation(file: file, line: 4, column: 3), "earlier column")),
            (nil, .error("snippet.compiler", at: SourceLocation(file: file, line: 2, column: 1), "at the fence")),
        ]
        let sorted = UnitEvaluation.inSourceOrder(reported).map(\.diagnostic.summary)
        #expect(sorted == ["at the fence", "earlier column", "same place, first", "same place, second", "later line"])
    }

    @Test func errorsInHiddenLinesPointAtTheHiddenLine() async throws {
        let site = try Site([
            "Content/en/b.md":
                "```swift\n// snippet.hide\nlet hidden: Int = nope\n// snippet.show\nprint(1)\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(
            report.diagnostics.first?.location
                == SourceLocation(file: "Content/en/b.md", line: 3, column: 19))
    }

    @Test func unknownAttributeSuggestsTheNearMiss() async throws {
        let site = try Site([
            "Content/en/c.md": "text\n```swift rnu\nprint(1)\n```\n```swift run timout=3\nprint(1)\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let diagnostics = report.diagnostics
        #expect(diagnostics.map(\.id) == ["snippet.unknown-attribute", "snippet.unknown-attribute"])
        #expect(diagnostics[0].summary == "unknown snippet flag 'rnu'; did you mean 'run'?")
        #expect(diagnostics[0].location == SourceLocation(file: "Content/en/c.md", line: 2, column: 10))
        #expect(diagnostics[1].summary == "unknown snippet attribute 'timout'; did you mean 'timeout'?")
        #expect(diagnostics[1].location == SourceLocation(file: "Content/en/c.md", line: 5, column: 14))
    }
}
