import Foundation
import Synchronization
import Testing

@testable import GalleyCLI

/// Galley's manual (`Docs/`) is a site of its own, proven by Galley: every example in it is
/// verified, it builds with `--strict`, and every page the README links to exists.
@Suite struct ManualSiteTests {
    static let docs = InstallTests.root.appendingPathComponent("Docs")

    @Test func theManualBuildsWithEveryExampleProven() async throws {
        let output = try InstallTests.temporaryFolder("manual")
        defer { try? FileManager.default.removeItem(at: output) }
        let err = Mutex("")
        let console = Console(
            writeOut: { _ in }, writeError: { text in err.withLock { $0 += text } }, isInteractive: false,
            annotatesForGitHub: false)
        let status = await GalleyCommand.main(
            [
                "build", "--content", Self.docs.appendingPathComponent("Content").path, "--output", output.path,
                "--strict", "--cache-dir", BadInputProject.sharedCache,
            ], console: console)
        #expect(status == 0, "\(err.withLock { $0 })")
        #expect(err.withLock { $0 }.contains("snippets passed, 0 failed"), "\(err.withLock { $0 })")
        #expect(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("en/writing-snippets/index.html").path)
        )
    }

    @Test func everyManualPageTheReadmeLinksExists() throws {
        let readme = try String(contentsOf: InstallTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let links = readme.matches(of: /\]\((Docs\/[^)]+\.md)\)/).map { String($0.1) }
        #expect(links.count >= 8)
        for link in links {
            #expect(
                FileManager.default.fileExists(atPath: InstallTests.root.appendingPathComponent(link).path),
                "README links to \(link), which does not exist")
        }
    }
}
