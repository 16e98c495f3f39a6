import Foundation
import GalleyTestSupport
import Testing

/// What the repository itself carries: no build leftovers, and an example CI workflow that
/// installs what the build needs on a fresh machine.
@Suite struct RepositoryFilesTests {
    static let root = BadInputProject.packageRoot
    static let isGitCheckout = FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)

    /// Runs `git` in the repository; `nil` when git cannot be started.
    static func git(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `galley build` leaves `._site.lock` beside `_site/` (``BuildLock``): it must not be
    /// committed, and git must ignore it.
    @Test(CIRequirement.enabled(if: isGitCheckout, "not a git checkout"))
    func theBuildLockIsNeitherCommittedNorUnignored() throws {
        try CIRequirement.require(Self.isGitCheckout, "the tests run from a git checkout")
        let tracked = try #require(Self.git(["ls-files"]), "git could not start")
        let locks = tracked.output.split(separator: "\n").filter { $0.hasSuffix(".lock") && $0.hasPrefix(".") }
        #expect(locks.isEmpty, "committed build locks: \(locks)")
        let ignored = try #require(Self.git(["check-ignore", "-q", "--no-index", "._site.lock"]))
        #expect(ignored.status == 0, "git does not ignore ._site.lock")
    }

    /// The workflow's `apt-get install` line holds every Debian package `make deps` installs
    /// (`DEB_PACKAGES`), so the example builds on the fresh container it names.
    @Test func theWorkflowInstallsEveryDebianPackageTheBuildNeeds() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("DEB_PACKAGES :=") })
        let needed = line.dropFirst("DEB_PACKAGES :=".count).split(separator: " ").map(String.init)
        #expect(needed.contains("libicu-dev") && needed.contains("bubblewrap"))
        let workflow = try String(contentsOf: WorkflowTests.workflow, encoding: .utf8)
        let install = try #require(workflow.split(separator: "\n").first { $0.contains("apt-get install") })
        let installed = Set(install.split(separator: " ").map(String.init))
        let missing = needed.filter { !installed.contains($0) }
        #expect(missing.isEmpty, "the workflow does not install \(missing)")
    }
}
