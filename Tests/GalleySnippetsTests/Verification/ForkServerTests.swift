import Foundation
import GalleyCore
import GalleyTestSupport
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// What fork servers need: bubblewrap, and galley running as root.
enum ForkServerRequirement {
    static let isAvailable = geteuid() == 0 && (try? SandboxIsolation.resolve(.required)) != nil
    static let reason: Comment = "fork servers need bubblewrap and root"
}

/// The merged runner's fork server, driven directly: a runner built from the real dispatcher
/// and a few hand-written units, each run forked in one sandbox and, for comparison, in a
/// sandbox of its own. Needs bubblewrap and root: skipped with that reason without them, and
/// failed in CI (`CI=true`).
@Suite(.serialized, CIRequirement.enabled(if: ForkServerRequirement.isAvailable, ForkServerRequirement.reason))
struct ForkServerTests {
    /// Fails the test when fork servers cannot run (reached only in CI, where it is not skipped).
    static func requireAvailable() throws {
        try CIRequirement.require(ForkServerRequirement.isAvailable, "fork servers need bubblewrap and root")
    }

    /// The units, by entry name: what each prints or does.
    static let units: [String: String] = [
        "identity": """
        print(CommandLine.arguments.joined(separator: "|"))
        print(ProcessInfo.processInfo.environment.keys.sorted().joined(separator: ","))
        print(ProcessInfo.processInfo.environment["EXTRA"] ?? "-")
        print(getuid() != 0, geteuid() != 0, FileManager.default.currentDirectoryPath == ProcessInfo.processInfo.environment["HOME"])
        print(Array(Set(["a", "b", "c", "d", "e", "f"])))
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        print(status.split(separator: "\\n").filter { $0.hasPrefix("Cap") || $0.hasPrefix("NoNewPrivs") }.joined(separator: " "))
        """,
        "litter": """
        FileManager.default.createFile(atPath: "../left-behind", contents: Data("x".utf8))
        FileManager.default.createFile(atPath: "mine", contents: Data("x".utf8))
        if fork() == 0 {
            setsid()
            sleep(30)
            _exit(0)
        }
        print("littered")
        """,
        "snoop": """
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            guard let pid = Int32(entry), pid != getpid(),
                let status = try? String(contentsOfFile: "/proc/\\(entry)/status", encoding: .utf8),
                let line = status.split(separator: "\\n").first(where: { $0.hasPrefix("Uid:") })
            else { return false }
            return !line.split(separator: "\\t").dropFirst().allSatisfy { $0 == "0" }
        }
        print("processes of other users:", others.count)
        print("parent listed:", (try? FileManager.default.contentsOfDirectory(atPath: "..")) != nil)
        print("parent written:", FileManager.default.createFile(atPath: "../mine", contents: nil))
        print("folders listed:", (try? FileManager.default.contentsOfDirectory(atPath: "../..")) != nil)
        print("first run's folder:", FileManager.default.isReadableFile(atPath: "../../1/work/mine"))
        print("left behind:", FileManager.default.fileExists(atPath: "../left-behind"))
        """,
        "spin": "while true {}",
        "flood": "while true { print(String(repeating: \"x\", count: 1000)) }",
        "crash": "let values: [Int] = []\nprint(values[3])",
    ]

    /// Builds a runner from the runtime's runner objects (the dispatcher, the serving mode, its C
    /// calls and the line-buffering constructor, compiled from `Sources/GalleyRunner/`) and the
    /// units, in `folder`.
    static func runner(in folder: URL) throws -> URL {
        let runtime = try RuntimeBuilder(
            toolchain: Site.toolchain, sourceRoot: Site.sources, cacheDirectory: Site.runtimeCache
        ).build()
        let names = units.keys.sorted()
        var bodies = "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n"
        for name in names {
            bodies +=
                "@MainActor @_silgen_name(\"galley_\(name)\") public func unit_\(name)() throws {\n\(units[name]!)\n}\n"
        }
        let others = folder.appendingPathComponent("units.swift")
        try bodies.write(to: others, atomically: false, encoding: .utf8)
        let runner = folder.appendingPathComponent("runner")
        let result = try ProcessResult.run(
            executable: Site.toolchain.swiftc,
            arguments: [others.path, "-parse-as-library", "-swift-version", "6", "-module-name", "GalleyUnits"]
                + runtime.runnerObjects.map(\.path) + [
                    "-o", runner.path,
                    // The dispatcher finds units in the dynamic symbol table.
                    "-Xlinker", "--export-dynamic",
                ])
        try #require(result.status == 0, "\(result.stderr)")
        return runner
    }

    static func sandbox() throws -> Sandbox {
        let (isolation, _) = try SandboxIsolation.resolve(.required)
        let driver = URL(fileURLWithPath: Site.toolchain.swiftc).resolvingSymlinksInPath()
        let lib = driver.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
        return Sandbox(
            limits: SandboxLimits(timeout: 10, outputLimit: 64 << 10), isolation: isolation, readablePaths: [lib.path])
    }

    /// Runs `body` with a fork server of a freshly built runner, the sandbox it runs in and the
    /// runner's path, and removes them afterwards.
    static func withServer(_ body: (ForkServer, Sandbox, URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-fork-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = try runner(in: folder)
        let sandbox = try sandbox()
        let server = try #require(ForkServer(executable: runner.path, sandbox: sandbox))
        defer { server.close() }
        try body(server, sandbox, runner)
    }

    /// A forked run and a run in a sandbox of its own see the same arguments (the runner's path
    /// alone: galley forks no run that is given arguments), environment, hashing order and
    /// privileges (none): the child is the program it would be alone.
    @Test func aForkedRunIsTheProgramItWouldBeAlone() throws {
        try Self.requireAvailable()
        try Self.withServer { server, sandbox, runner in try identity(server, sandbox, runner) }
    }

    private func identity(_ server: ForkServer, _ sandbox: Sandbox, _ runner: URL) throws {
        let forked = try #require(
            server.run(
                entry: "galley_identity", environment: ["EXTRA": "yes\nwith a line break"], limits: sandbox.limits))
        let alone = try sandbox.run(
            executable: runner.path, arguments: [],
            environment: ["EXTRA": "yes\nwith a line break", "GALLEY_UNIT": "galley_identity"])
        #expect(forked.succeeded && alone.succeeded, "\(forked.stderr) \(alone.stderr)")
        #expect(forked.stdout == alone.stdout)
        #expect(forked.stdout.hasPrefix(runner.path + "\n"), "the arguments: the runner's path alone")
        #expect(forked.stdout.contains("true true true"))
        #expect(
            forked.stdout.contains("CapEff:\t0000000000000000") && forked.stdout.contains("CapBnd:\t0000000000000000"))
        #expect(
            forked.stdout.contains("NoNewPrivs:\t1") && !forked.stdout.contains("GALLEY_UNIT")
                && !forked.stdout.contains("GALLEY_FORK"))
    }

    /// What one run leaves (a file beside its folder, a process in the background) is gone
    /// before the next run of the same server starts, and no run can read another's folder.
    @Test func nothingOfOneRunReachesTheNext() throws {
        try Self.requireAvailable()
        try Self.withServer { server, _, _ in try litterAndSnoop(server) }
    }

    private func litterAndSnoop(_ server: ForkServer) throws {
        let limits = SandboxLimits(timeout: 10)
        let litter = try #require(server.run(entry: "galley_litter", environment: [:], limits: limits))
        #expect(litter.stdout == "littered\n", "\(litter.stderr)")
        let snoop = try #require(server.run(entry: "galley_snoop", environment: [:], limits: limits))
        #expect(
            snoop.stdout
                == "processes of other users: 0\nparent listed: false\nparent written: false\nfolders listed: false\nfirst run's folder: false\nleft behind: false\n",
            "\(snoop.stderr)")
    }

    /// Limits hold in a forked run as in a run alone, and the server serves the next run.
    @Test func limitsHoldAndTheServerGoesOn() throws {
        try Self.requireAvailable()
        try Self.withServer { server, sandbox, runner in try limits(server, sandbox, runner) }
    }

    private func limits(_ server: ForkServer, _ sandbox: Sandbox, _ runner: URL) throws {
        let short = SandboxLimits(timeout: 1, outputLimit: 64 << 10)
        let spin = try #require(server.run(entry: "galley_spin", environment: [:], limits: short))
        #expect(spin.timedOut && spin.termination == .signalled(SIGKILL))
        let flood = try #require(server.run(entry: "galley_flood", environment: [:], limits: short))
        #expect(flood.outputLimitExceeded && flood.stdout.utf8.count == 64 << 10)
        let crash = try #require(server.run(entry: "galley_crash", environment: [:], limits: short))
        let alone = try sandbox.run(
            executable: runner.path, arguments: [], environment: ["GALLEY_UNIT": "galley_crash"])
        #expect(crash.termination == alone.termination && crash.failureReason == alone.failureReason)
        #expect(crash.stderr.contains("Index out of range"))
        let after = try #require(server.run(entry: "galley_litter", environment: [:], limits: short))
        #expect(after.succeeded && after.stdout == "littered\n")
    }

    /// A run whose timeout has passed as soon as it is asked (galley writes "kill" right behind
    /// the request, as the child starts) is still killed, and the server goes on. The case this
    /// guards, a "kill" read in the same read as its request by a server slow to start, is not
    /// made to happen here: this runner starts in milliseconds, and the server reads the two
    /// apart. A hang fails the test at its time limit rather than stalling the suite.
    @Test(.timeLimit(.minutes(1))) func aKillRightBehindItsRequestEndsTheRun() throws {
        try Self.requireAvailable()
        try Self.withServer { server, _, _ in
            let spent = SandboxLimits(timeout: 0, outputLimit: 64 << 10)
            let spin = try #require(server.run(entry: "galley_spin", environment: [:], limits: spent))
            #expect(spin.timedOut && spin.termination == .signalled(SIGKILL))
            let after = try #require(
                server.run(entry: "galley_litter", environment: [:], limits: SandboxLimits(timeout: 10)))
            #expect(after.succeeded && after.stdout == "littered\n")
        }
    }
    /// A server slow to start (here one that waits 1.5 s before the runner starts, as a loaded
    /// machine can) does not charge its start to the first run: a run with a 1 s timeout that
    /// needs milliseconds passes, and the time it reports is its own.
    @Test(.timeLimit(.minutes(1))) func aSlowServerStartIsNotCountedInTheFirstRunsTime() throws {
        try Self.requireAvailable()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-fork-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = try Self.runner(in: folder)
        let slow = folder.appendingPathComponent("slow-start")
        try "#!/bin/sh\nsleep 1.5\nexec \(runner.path)\n".write(to: slow, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: slow.path)
        let base = try Self.sandbox()
        let sandbox = Sandbox(
            limits: base.limits, isolation: base.isolation, readablePaths: base.readablePaths + [folder.path])
        let server = try #require(ForkServer(executable: slow.path, sandbox: sandbox))
        defer { server.close() }
        let first = try #require(
            server.run(entry: "galley_litter", environment: [:], limits: SandboxLimits(timeout: 1)))
        #expect(!first.timedOut && first.succeeded && first.stdout == "littered\n", "\(first)")
        #expect(first.duration < 1.5, "the run was charged the server's start: \(first.duration) s")
    }
}
