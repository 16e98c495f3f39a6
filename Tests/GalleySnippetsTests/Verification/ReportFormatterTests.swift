import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

@Suite struct ReportFormatterTests {
    static func report() -> VerificationReport {
        let block = FencedBlock(
            file: "Content/en/a.md", info: "swift", code: "x\n", fenceLine: 3, contentStartLine: 4,
            closingLine: 5,
            directlyFollowsPrevious: false)
        var failed = ArticlePlan.result(block, index: 0, .passed, mode: .check)
        let location = SourceLocation(file: "Content/en/a.md", line: 4, column: 1)
        failed.status = .failed([.error("snippet.compiler", at: location, "cannot find 'x' in scope")])
        var passed = ArticlePlan.result(block, index: 1, .passed, mode: .run)
        passed.fenceLine = 9
        return VerificationReport(
            results: [failed, passed], sessionDiagnostics: [], blessings: [],
            toolchainVersion: "Swift version 6.3.1",
            shard: .all, statistics: VerificationStatistics(), strict: false)
    }

    @Test func textEndsWithCounts() {
        let text = TextReportFormatter().format(Self.report())
        #expect(
            text.hasPrefix("Content/en/a.md:4:1: error: cannot find 'x' in scope [snippet.compiler]\n"))
        #expect(text.hasSuffix("1 passed, 1 failed, 0 skipped (0 from cache; Swift version 6.3.1)\n"))
    }

    @Test func githubAnnotationsEscapeMessages() {
        #expect(
            GitHubAnnotationFormatter().format(Self.report())
                == "::error file=Content/en/a.md,line=4,col=1::cannot find 'x' in scope\n")
    }

    @Test func junitHasOneCasePerBlock() {
        let xml = JUnitReportFormatter().format(Self.report())
        #expect(xml.contains("<testsuites name=\"galley verify\" tests=\"2\" failures=\"1\">"))
        #expect(xml.contains("<failure message=\"cannot find &#39;x&#39; in scope\">"))
        #expect(xml.contains("name=\"Content/en/a.md:9 (run)\" time=\"0.0\"/>"))
    }

    @Test func jsonRoundTrips() throws {
        let json = JSONReportFormatter().format(Self.report())
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["failed"] as? Int == 1)
        #expect((object["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int == 4)
    }
}
