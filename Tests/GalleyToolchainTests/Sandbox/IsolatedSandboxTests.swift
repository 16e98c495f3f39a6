import Foundation
import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleyToolchain

/// Runs isolated by bubblewrap: what they can see and do. Where bubblewrap cannot isolate runs,
/// these tests are skipped with the reason; in CI (`CI=true`) they fail instead.
@Suite struct IsolatedSandboxTests {
    /// Bubblewrap's isolation here, or why there is none; probed once.
    static let isolation = Result { () throws(DiagnosticError) in try SandboxIsolation.resolve(.required).0 }
    static var isAvailable: Bool { (try? isolation.get()) != nil }
    static var unavailable: String {
        if case .failure(let error) = isolation {
            return "bubblewrap cannot isolate runs here: " + error.diagnostics.map(\.summary).joined(separator: "; ")
        }
        return ""
    }
    static let requirement = CIRequirement.enabled(if: isAvailable, "bubblewrap cannot isolate runs here")

    static func isolated() throws -> Sandbox {
        try CIRequirement.require(isAvailable, unavailable)
        return Sandbox(limits: SandboxLimits(timeout: 20), isolation: try isolation.get())
    }

    func shell(_ script: String, _ sandbox: Sandbox) throws -> SandboxOutcome {
        try sandbox.run(executable: "/bin/sh", arguments: ["-c", script])
    }

    @Test(Self.requirement) func aRunSeesOnlyItsOwnProcessesNoNetworkAndAReadOnlySystem() throws {
        let sandbox = try Self.isolated()
        let outcome = try shell(
            """
            echo "pids: $(ls /proc | grep -c '^[0-9]')"
            echo "net: $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '\\n' ' ')"
            touch /usr/galley-x 2>/dev/null && echo wrote-usr || echo usr-read-only
            touch /tmp/galley-x 2>/dev/null && echo wrote-tmp || echo tmp-read-only
            touch "$HOME/mine" && echo home-writable
            test -e /etc/shadow && echo shadow-visible || echo no-shadow
            test -e /root && echo root-visible || echo no-root
            echo "id: $(id -u)"
            """, sandbox)
        #expect(outcome.succeeded, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let pids = Int(lines.first?.dropFirst(6) ?? "") ?? 99
        #expect(pids <= 6, "\(lines)")
        #expect(lines.contains("net: lo "))
        #expect(lines.contains("usr-read-only") && lines.contains("tmp-read-only"))
        #expect(lines.contains("home-writable") && lines.contains("no-shadow") && lines.contains("no-root"))
        if geteuid() == 0 { #expect(!lines.contains("id: 0"), "a run must not be root") }
    }

    @Test(Self.requirement) func theProcessLimitHolds() throws {
        var sandbox = try Self.isolated()
        sandbox.limits.processLimit = 16
        let outcome = try shell("for i in $(seq 40); do sleep 5 & done; echo all-started", sandbox)
        #expect(!outcome.stdout.contains("all-started"), "40 processes started under a limit of 16")
        #expect(outcome.stderr.contains("Cannot fork"), "\(outcome.stderr)")
        #expect(outcome.duration < 5)
    }

    /// The per-file size limit stops a write at the limit (`SIGXFSZ`), and the open-file limit
    /// is what the kernel reports to the run.
    @Test(Self.requirement) func theFileSizeAndOpenFileLimitsHold() throws {
        var sandbox = try Self.isolated()
        sandbox.limits.fileSizeLimit = 1 << 20
        sandbox.limits.openFileLimit = 32
        let outcome = try shell(
            """
            head -c 3000000 /dev/zero > big; echo "head: $?"
            echo "size: $(wc -c < big)"
            echo "files: $(ulimit -Hn)"
            """, sandbox)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("head: \(128 + SIGXFSZ)"), "\(lines) \(outcome.stderr)")
        #expect(lines.contains("size: \(1 << 20)"), "\(lines)")
        #expect(lines.contains("files: 32"), "\(lines)")
    }

    @Test(Self.requirement) func everyDescendantDiesWithTheRun() throws {
        let sandbox = try Self.isolated()
        let marker = "galley-isolated-\(UUID().uuidString.prefix(8))"
        let outcome = try shell("setsid sh -c 'sleep 30; : \(marker)' & echo started", sandbox)
        #expect(outcome.stdout == "started\n")
        #expect(SandboxTests.processes(mentioning: marker).isEmpty)
    }

    @Test(Self.requirement) func aTimeoutKillsTheWholeSandbox() throws {
        var sandbox = try Self.isolated()
        sandbox.limits.timeout = 1
        let marker = "galley-timeout-\(UUID().uuidString.prefix(8))"
        let outcome = try shell("trap '' TERM; sh -c 'sleep 30; : \(marker)' & while :; do :; done", sandbox)
        #expect(outcome.timedOut)
        #expect(outcome.failureReason == "timed out after 1 s; its process group was killed")
        #expect(SandboxTests.processes(mentioning: marker).isEmpty)
    }

    /// Under bubblewrap too, a program that is not there is a launch failure of the tools.
    @Test(Self.requirement) func aProgramThatCannotStartIsALaunchFailure() throws {
        let sandbox = try Self.isolated()
        let outcome = try sandbox.run(executable: "/usr/bin/galley-no-such-program", arguments: [])
        #expect(!outcome.succeeded)
        let failure = try #require(outcome.launchFailure, "\(outcome.termination) \(outcome.stderr)")
        #expect(["bwrap: ", "prlimit: ", "setpriv: "].contains { failure.hasPrefix($0) }, "\(failure)")
    }

    @Test func policyNamesAreParsedWithANearMiss() throws {
        #expect((try? SandboxPolicy.parse("required").get()) == .required)
        guard case .failure(let error) = SandboxPolicy.parse("requird") else {
            Issue.record("accepted a misspelt policy")
            return
        }
        #expect(
            error.diagnostics[0].summary
                == "sandbox must be one of auto, required, off, not 'requird'; did you mean 'required'?")
        #expect(try SandboxIsolation.resolve(.off).0 == .limitsOnly)
    }

    /// Where bubblewrap is missing (probed in an empty folder), `required` refuses with the
    /// reason and the package to install, `auto` warns and falls back to limits only, and `off`
    /// says nothing.
    @Test func requiredFailsClearlyAndAutoWarnsWhenUnavailable() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("galley-no-tools-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let missing = SandboxIsolation.probe(searching: [empty.path])
        #expect(throws: DiagnosticError.self) { try missing.get() }
        do {
            _ = try SandboxIsolation.decide(.required, probed: missing)
            Issue.record("required ran without isolation")
        } catch {
            let said = error.diagnostics.map(\.description).joined()
            #expect(error.diagnostics.first?.id == "sandbox.unavailable")
            #expect(
                said.contains(
                    "--sandbox required, but bubblewrap cannot isolate snippet runs here: 'bwrap' is not installed (Debian: bubblewrap)"
                ), "\(said)")
        }
        let (fallback, warning) = try SandboxIsolation.decide(.auto, probed: missing)
        #expect(fallback == .limitsOnly && !fallback.isIsolated)
        let text = try #require(warning, "auto fell back without a warning").summary
        #expect(warning?.severity == .warning && warning?.id == "sandbox.unavailable")
        #expect(text.hasPrefix("snippets run WITHOUT isolation (limits only): 'bwrap' is not installed"), "\(text)")
        #expect(text.contains("install bubblewrap, or pass --sandbox off"))
        let (off, quiet) = try SandboxIsolation.decide(.off, probed: missing)
        #expect(off == .limitsOnly && quiet == nil)
        // A long-lived process (`galley serve`) says it once, not on every rebuild.
        let once = FirstTimeOnly()
        #expect(once.pass(nil) == nil)
        #expect(once.pass(warning) == warning)
        #expect(once.pass(warning) == nil)
        // Where it works, `auto` and `required` both isolate, silently.
        guard Self.isAvailable else { return }
        for policy in [SandboxPolicy.auto, .required] {
            let (isolation, said) = try SandboxIsolation.resolve(policy)
            #expect(isolation.isIsolated && said == nil)
        }
    }
}
