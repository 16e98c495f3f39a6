import Foundation
import Testing

/// `galley` runs the Swift parser in its helper, `galley-syntax`. Without the helper, a build
/// that must highlight Swift fails with a clear error and leaves the last output as it was.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct SyntaxHelperTests {
    @Test(.enabled(if: InstallTests.available, "needs .build/debug/galley; run `swift build` first"))
    func aMissingHelperFailsTheBuildAndKeepsTheOutput() async throws {
        let work = try InstallTests.temporaryFolder("syntax-helper")
        defer { try? FileManager.default.removeItem(at: work) }
        let galley = InstallTests.binary.path
        var environment = ProcessInfo.processInfo.environment
        environment["GALLEY_SHARE"] = InstallTests.root.path
        #expect(try await InstallTests.run(galley, ["init", "site"], in: work, environment: environment).status == 0)
        let site = work.appendingPathComponent("site")
        let built = try await InstallTests.run(galley, ["build", "--no-verify"], in: site, environment: environment)
        try #require(built.status == 0, "\(built.output)")
        let page = site.appendingPathComponent("_site/en/getting-started/index.html")
        let before = try Data(contentsOf: page)
        #expect(String(decoding: before, as: UTF8.self).contains("<span class=\"kw\">"), "Swift is highlighted")

        // New Swift code, so the highlight cache cannot answer, and no helper to parse it.
        let article = site.appendingPathComponent("Content/en/getting-started.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        try (text + "\n```swift\nlet added = 42\n```\n").write(to: article, atomically: true, encoding: .utf8)
        environment["GALLEY_SYNTAX_HELPER"] = "/nonexistent/galley-syntax"
        let failed = try await InstallTests.run(galley, ["build", "--no-verify"], in: site, environment: environment)
        #expect(failed.status == 1)
        #expect(failed.output.contains("error: Swift code could not be parsed for the pages"), "\(failed.output)")
        #expect(failed.output.contains("/nonexistent/galley-syntax"), "\(failed.output)")
        #expect(try Data(contentsOf: page) == before, "the failed build left the page as it was")

        environment["GALLEY_SYNTAX_HELPER"] = nil
        let again = try await InstallTests.run(galley, ["build", "--no-verify"], in: site, environment: environment)
        #expect(again.status == 0, "\(again.output)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("<span class=\"num\">42</span>"))
    }
}
