import Foundation
import Testing

/// `galley serve` stopped by Ctrl-C or `kill` stops like a finished command: it exits 0 and
/// leaves no spare folder (`._site.preview.spare-<pid>`) beside its preview.
@Suite struct ServeSignalTests {
    @Test(
        .enabled(if: InstallTests.available, "needs .build/debug/galley; run `swift build` first"),
        arguments: [SIGINT, SIGTERM])
    func aSignalledServeLeavesNothingBehind(signal number: Int32) async throws {
        let work = try InstallTests.temporaryFolder("serve-signal")
        defer { try? FileManager.default.removeItem(at: work) }
        let galley = InstallTests.binary.path
        #expect(try await InstallTests.run(galley, ["init", "site"], in: work).status == 0)
        let site = work.appendingPathComponent("site")

        let process = Process()
        process.executableURL = InstallTests.binary
        process.arguments = ["serve", "--port", "0", "--no-verify"]
        process.currentDirectoryURL = site
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let spare = site.appendingPathComponent("._site.preview.spare-\(process.processIdentifier)")
        // The session makes its spare a moment after the first build: wait for that condition.
        let made = await Self.eventually(within: .seconds(60)) {
            FileManager.default.fileExists(atPath: spare.path)
        }
        kill(process.processIdentifier, number)
        await Self.waitForExit(process)
        #expect(made, "the spare never appeared, so the test proves nothing")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: spare.path), "the spare was left behind")
        // The lock file stays, as every build's does: it is the lock, not a leftover.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
            $0.hasPrefix("._site.preview.") && $0 != "._site.preview.lock"
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// True once `condition` holds, checked every 20 ms; false after `limit`.
    static func eventually(within limit: Duration, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    static func waitForExit(_ process: Process) async {
        if await eventually(within: .seconds(30), { !process.isRunning }) { return }
        process.terminate()
        process.waitUntilExit()
    }
}
