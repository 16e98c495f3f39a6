import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

@Suite struct VerifierModeTests {
    @Test func checksRunsAndComparesOutput() async throws {
        let site = try Site([
            "Content/en/a.md": """
            # Title

            ```swift
            let greeting = "hi"
            ```

            ```swift run
            print("hello", 1 + 1)
            ```

            ```output
            hello 2
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.passedCount == 2, "\(report.diagnostics)")
        #expect(report.failedCount == 0)
        #expect(report.result("Content/en/a.md", fence: 7)?.actualOutput == "hello 2\n")
        #expect(report.result("Content/en/a.md", fence: 7)?.expectedOutput == "hello 2\n")
        #expect(report.toolchainVersion.hasPrefix("Swift version"))
    }

    @Test func wrongExpectedOutputFailsWithADiff() async throws {
        let site = try Site([
            "Content/en/a.md":
                "```swift run\nprint(\"one\")\nprint(\"two\")\n```\n```output\none\nthree\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.failedCount == 1)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.id == "snippet.output-mismatch")
        #expect(diagnostic.location == SourceLocation(file: "Content/en/a.md", line: 6, column: 1))
        #expect(diagnostic.notes.map(\.message) == ["  one", "- three", "+ two"])
    }

    @Test func trailingWhitespaceAndFinalNewlineDoNotMatter() async throws {
        let site = try Site([
            "Content/en/a.md": "```swift run\nprint(\"a  \")\nprint()\n```\n```output\na\n```\n"
        ])
        defer { site.remove() }
        #expect(try await site.verify().failedCount == 0)
    }

    @Test func compileFailBlockThatCompilesFails() async throws {
        let site = try Site([
            "Content/en/a.md": "```swift compile-fail expect=\"cannot convert\"\nlet x: Int = 1\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.diagnostics.map(\.id) == ["snippet.compiled-unexpectedly"])
    }

    /// The Error panel shows the message relative to the snippet: no repository path, and the
    /// line counted among the lines the reader sees (hidden lines do not count).
    @Test func compileFailErrorTextIsRelativeToTheSnippet() async throws {
        let site = try Site([
            "Content/en/a.md": """
            Intro

            ```swift compile-fail expect="cannot convert value"
            // snippet.hide
            let hidden = 1
            // snippet.show
            let shown = 2
            let x: Int = "text"
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let result = try #require(report.result("Content/en/a.md", fence: 3))
        #expect(result.passed, "\(report.diagnostics)")
        let text = try #require(result.compilerErrorText)
        #expect(text.hasPrefix("line 2: error: cannot convert value"), "\(text)")
        #expect(!text.contains("Content/"))
    }

    @Test func compileFailNeedsAMatchingDiagnostic() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift compile-fail expect="cannot convert value"
            let x: Int = "text"
            ```
            ```swift compile-fail expect="no such message"
            let y: Int = "text"
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let good = try #require(report.result("Content/en/a.md", fence: 1))
        #expect(good.passed)
        #expect(
            good.compilerErrorText?.hasPrefix("line 1: error: cannot convert value") == true
        )
        let bad = try #require(report.result("Content/en/a.md", fence: 4))
        #expect(bad.diagnostics.map(\.id) == ["snippet.expectation-mismatch"])
    }

    @Test func definiteInitialisationErrorsAreCaughtByChecks() async throws {
        let site = try Site(["Content/en/a.md": "```swift\nlet x: Int\nprint(x)\n```\n"])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.diagnostics.first?.summary.contains("used before being initialized") == true)
    }

    /// Strict makes warnings errors; a reasoned `ignore` block stays allowed (readers see the reason).
    @Test func ignoredBlocksCountAndStrictAllowsThem() async throws {
        let site = try Site([
            "Content/en/a.md": "```swift ignore reason=\"needs a device\"\nthis is not swift\n```\n"
        ])
        defer { site.remove() }
        let relaxed = try await site.verify()
        #expect(relaxed.skippedCount == 1 && relaxed.failedCount == 0 && relaxed.ignoredCount == 1)
        #expect(relaxed.results.first?.status == .ignored(reason: "needs a device"))
        let strict = try await site.verify(strict: true)
        #expect(strict.succeeded && strict.failedCount == 0 && strict.ignoredCount == 1)
        #expect(strict.diagnostics.isEmpty)
    }

    /// A `run` block without an `output` block proves nothing about its output: a warning, which
    /// `--strict` makes an error; so is an unpaired comparison side.
    @Test func warningsFailOnlyWhenStrict() async throws {
        let site = try Site([
            "Content/en/a.md": "```swift run\nprint(1)\n```\n\n```swift before=x\nlet a = 1\n```\n"
        ])
        defer { site.remove() }
        let relaxed = try await site.verify()
        #expect(relaxed.succeeded, "\(relaxed.diagnostics)")
        #expect(relaxed.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(Set(relaxed.diagnostics.map(\.id)) == ["snippet.missing-output", "snippet.unpaired-side"])
        let strict = try await site.verify(strict: true)
        #expect(!strict.succeeded)
        #expect(strict.diagnostics.map(\.severity) == [.error, .error])
        #expect(strict.diagnostics.allSatisfy { $0.summary.hasSuffix("(a warning, an error under --strict)") })
        // Every report agrees with the exit status: both blocks are failed results.
        #expect(relaxed.failedCount == 0 && strict.failedCount == 2)
        #expect(TextReportFormatter().summaryLine(strict).hasPrefix("0 passed, 2 failed, 0 skipped ("))
        #expect(JSONReportFormatter().format(strict).contains("\"failed\" : 2,"))
        #expect(JUnitReportFormatter().format(strict).contains("tests=\"2\" failures=\"2\""))
    }

    /// A misspelt `group=` leaves its block alone in a group of its own; the compiler's
    /// "cannot find" is joined by a warning naming the group it was probably meant to join.
    @Test func aLoneGroupSuggestsTheGroupItMeant() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift group=setup
            let greeting = "hi"
            ```
            ```swift group=setup
            let count = 2
            ```
            ```swift group=setpu
            print(greeting, count)
            ```

            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let lone = try #require(report.diagnostics.first { $0.id == "snippet.lone-group" })
        #expect(lone.location?.line == 7)
        #expect(
            lone.summary
                == "group 'setpu' has only this block, so it compiles alone; did you mean group 'setup' (2 blocks)?")
        #expect(report.failedCount == 1)
    }

    /// An error that names no block still shows as a failure in every report.
    @Test func errorsOutsideBlocksAreCounted() {
        var report = VerificationReport.stopped(
            [.error("package.build", at: nil, "the package does not build")], shard: .all)
        report.failBlocksWarnedUnderStrict()
        #expect(!report.succeeded)
        #expect(
            TextReportFormatter().summaryLine(report).hasPrefix(
                "0 passed, 0 failed, 0 skipped, 1 error outside any block"))
        #expect(JSONReportFormatter().format(report).contains("\"errorsOutsideBlocks\" : 1"))
        #expect(JUnitReportFormatter().format(report).contains("tests=\"1\" failures=\"1\""))
    }

    @Test func afterSideCapturesTheRealMacroExpansion() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift before=local
            enum Values { static let requestID = 0 }
            ```
            ```swift after=local
            enum Values { @TaskLocal static var requestID: Int = 0 }
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        let after = try #require(report.result("Content/en/a.md", fence: 4)?.macroExpansion)
        #expect(after.contains("// @TaskLocal (peer)"))
        #expect(after.contains("static let $requestID: TaskLocal<Int> = TaskLocal(wrappedValue: 0"))
        #expect(report.result("Content/en/a.md", fence: 1)?.macroExpansion == nil)
    }
}
