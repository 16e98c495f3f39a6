import Foundation
import Testing

@testable import GalleyToolchain

@Suite struct SandboxTests {
    /// A fresh, empty folder to hold the sandbox's run folders, so tests can see what is left behind.
    static func freshBase() throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-sandbox-test-\(UUID())")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        return base
    }

    func shell(_ script: String, limits: SandboxLimits = SandboxLimits(), base: URL? = nil) throws
        -> SandboxOutcome
    {
        let fresh = base == nil ? try Self.freshBase() : nil
        defer { if let fresh { try? FileManager.default.removeItem(at: fresh) } }
        return try Sandbox(temporaryBase: base ?? fresh!, limits: limits).run(
            executable: "/bin/sh", arguments: ["-c", script])
    }

    @Test func capturesOutputAndExitStatus() throws {
        let outcome = try shell("echo out; echo err >&2; exit 3")
        #expect(outcome.stdout == "out\n")
        #expect(outcome.stderr == "err\n")
        #expect(outcome.termination == .exited(3))
        #expect(outcome.failureReason == "exited with status 3")
    }

    @Test func killsARunThatLoopsForever() throws {
        let outcome = try shell("while :; do :; done", limits: SandboxLimits(timeout: 0.5))
        #expect(outcome.timedOut)
        #expect(outcome.duration < 5)
        #expect(outcome.failureReason?.contains("timed out after 0.5 s") == true)
    }

    @Test func stopsARunThatPrintsWithoutEnd() throws {
        let outcome = try shell("yes galley", limits: SandboxLimits(timeout: 20, outputLimit: 4096))
        #expect(outcome.outputLimitExceeded)
        #expect(!outcome.timedOut)
        #expect(outcome.stdout.utf8.count == 4096)
        #expect(outcome.failureReason?.contains("more than 4096 bytes") == true)
    }

    @Test func killsChildrenLeftRunning() throws {
        let marker = "galley-leftover-\(UUID().uuidString.prefix(8))"
        let outcome = try shell("sh -c 'sleep 30; : \(marker)' & echo started; exit 0")
        #expect(outcome.leftoverProcesses)
        #expect(outcome.failureReason?.contains("left child processes running") == true)
        #expect(outcome.duration < 10)
        #expect(Self.processes(mentioning: marker).isEmpty, "the child is still running")
    }

    /// Process ids whose command line contains `text`, once there are none or after five seconds
    /// of asking again (a killed process leaves `/proc` when its parent has reaped it).
    static func processes(mentioning text: String) -> [String] {
        let deadline = ContinuousClock.now + .seconds(5)
        while true {
            let found = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
                guard Int(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
                    return false
                }
                return String(decoding: data, as: UTF8.self).contains(text)
            }
            if found.isEmpty || ContinuousClock.now >= deadline { return found }
            usleep(20_000)
        }
    }

    @Test func signalsAreReportedByName() throws {
        let outcome = try shell("kill -SEGV $$")
        #expect(outcome.termination == .signalled(SIGSEGV))
        #expect(outcome.failureReason == "crashed with SIGSEGV (segmentation fault)")
        let killed = try shell("kill -KILL $$")
        #expect(killed.failureReason?.hasPrefix("crashed with SIGKILL (killed) from outside") == true)
        #expect(killed.failureReason?.contains("memory limit is 1 GiB") == true)
    }

    @Test func hugeTimeoutsDoNotOverflow() throws {
        #expect(SandboxLimits(timeout: 1e11).timeoutNanoseconds == 86_400_000_000_000)
        #expect(SandboxLimits(timeout: .infinity).timeoutNanoseconds == 0)
        let outcome = try shell("echo ok", limits: SandboxLimits(timeout: 1e11))
        #expect(outcome.succeeded)
    }

    @Test func runsGetDeterministicHashing() throws {
        let outcome = try shell("echo $SWIFT_DETERMINISTIC_HASHING")
        #expect(outcome.stdout == "1\n")
    }

    @Test func childrenThatFinishInTimeAreFine() throws {
        let outcome = try shell("(echo child) & wait; echo done")
        #expect(outcome.succeeded)
        #expect(outcome.stdout == "child\ndone\n")
    }

    @Test func scrubsTheEnvironmentAndHasNoInput() throws {
        // Set in galley's own environment, so the check below can fail if it leaks through.
        setenv("GALLEY_TEST_SECRET", "leak-check", 1)
        let outcome = try shell("env | sort; read line && echo got-input || echo no-input")
        let names = Set(
            outcome.stdout.split(separator: "\n").compactMap {
                $0.split(separator: "=").first.map(String.init)
            })
        #expect(names.isSuperset(of: ["PATH", "HOME", "LANG", "TMPDIR"]))
        #expect(!names.contains("USER") && !names.contains("GALLEY_TEST_SECRET"))
        #expect(ProcessInfo.processInfo.environment["GALLEY_TEST_SECRET"] == "leak-check")
        #expect(outcome.stdout.contains("LANG=C.UTF-8"))
        #expect(outcome.stdout.hasSuffix("no-input\n"))
    }

    @Test func relativeWritesStayInsideAndEverythingIsRemoved() throws {
        let base = try Self.freshBase()
        defer { try? FileManager.default.removeItem(at: base) }
        let outcome = try shell(
            "echo a > inside.txt; echo b > ../escape.txt; echo c > \"$HOME/home.txt\"; pwd",
            base: base)
        #expect(outcome.succeeded)
        let cwd = outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(cwd.hasPrefix(base.path + "/galley-sandbox-"))
        #expect(cwd.hasSuffix("/work"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).isEmpty)
    }

    /// A program that is not there never started: a launch failure (a tool error, never the
    /// snippet's verdict), not a run that failed.
    @Test func aProgramThatCannotStartIsALaunchFailure() throws {
        let base = try Self.freshBase()
        defer { try? FileManager.default.removeItem(at: base) }
        let outcome = try Sandbox(temporaryBase: base).run(
            executable: base.appendingPathComponent("missing").path, arguments: [])
        #expect(!outcome.succeeded)
        #expect(outcome.launchFailure?.hasPrefix("galley-sandbox: ") == true, "\(outcome.stderr)")
        // A program that starts and fails is not one.
        #expect(try shell("echo failed >&2; exit 127").launchFailure == nil)
    }

    /// Without isolation too, no file grows past the per-file limit.
    @Test func limitsTheFileSize() throws {
        let outcome = try shell(
            "head -c 3000000 /dev/zero > big; echo \"head: $?\"; echo \"size: $(wc -c < big)\"",
            limits: SandboxLimits(fileSizeLimit: 1 << 20))
        #expect(outcome.stdout == "head: \(128 + SIGXFSZ)\nsize: \(1 << 20)\n", "\(outcome.stderr)")
    }

    @Test func limitsTheAddressSpace() throws {
        // 64 MiB of address space is too little for `sh` to allocate 200 MB of variable text.
        let outcome = try shell(
            "x=$(head -c 200000000 /dev/zero | tr '\\0' a); echo ${#x}",
            limits: SandboxLimits(timeout: 20, memoryLimit: 64 << 20))
        #expect(!outcome.succeeded)
        #expect(!outcome.stdout.contains("200000000"))
    }
}
