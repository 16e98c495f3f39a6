import Foundation
import GalleyCore

/// Runs a program the way an untrusted snippet should be run.
///
/// Each run gets a fresh working directory inside a fresh parent of its own (so `../x` lands in
/// the parent, which is removed too), a scrubbed environment (`PATH`, `HOME` and `TMPDIR` set to
/// the working directory, `LANG=C.UTF-8`, `SWIFT_DETERMINISTIC_HASHING=1`), no standard input,
/// its own process group, resource limits, a wall-clock timeout that kills the whole group, a
/// cap on captured output and on what its folder may hold.
///
/// With ``SandboxIsolation`` from bubblewrap the run is also cut off from the machine: no
/// network, no view of other processes, nothing writable but its folder, and every process it
/// starts dies with it. Without it (``SandboxIsolation/limitsOnly``) the limits guard against
/// accidents only: code written to escape can reach anything the user can.
///
/// ```swift
/// let (isolation, _) = try SandboxIsolation.resolve(.required)
/// let outcome = try Sandbox(isolation: isolation).run(executable: "/tmp/snippet", arguments: [])
/// if let reason = outcome.failureReason { print("snippet \(reason)") }
/// ```
package struct Sandbox: Sendable {
    /// Where the per-run folders are created.
    package var temporaryBase: URL
    /// The limits every run gets.
    package var limits: SandboxLimits
    /// bubblewrap, or limits only.
    package var isolation: SandboxIsolation
    /// Folders and files an isolated run may read besides the system: the toolchain's
    /// libraries, the runtime. The executable is added by ``run(executable:arguments:environment:inspect:)``.
    package var readablePaths: [String]

    /// Creates a sandbox whose runs live under `temporaryBase` (the system temporary folder by default).
    package init(
        temporaryBase: URL = FileManager.default.temporaryDirectory,
        limits: SandboxLimits = SandboxLimits(), isolation: SandboxIsolation = .limitsOnly,
        readablePaths: [String] = []
    ) {
        self.temporaryBase = temporaryBase
        self.limits = limits
        self.isolation = isolation
        self.readablePaths = readablePaths
    }

    static let wrapper =
        "ulimit -c 0 && ulimit -v \"$1\" && ulimit -f \"$2\" && cd \"$3\" && shift 3 && exec \"$@\""

    /// Runs `executable` with `arguments` to completion inside a fresh temporary folder.
    ///
    /// `environment` adds variables to the scrubbed set. `inspect` is called with the run's
    /// folder after the run and before the folder is removed, to collect files it wrote.
    /// Blocks the calling thread; call it from a thread that may block, not from the
    /// cooperative pool of Swift concurrency.
    package func run(
        executable: String, arguments: [String], environment extra: [String: String] = [:],
        inspect: ((URL) -> Void)? = nil
    ) throws(DiagnosticError) -> SandboxOutcome {
        let parent = temporaryBase.appendingPathComponent(
            "galley-sandbox-\(UUID().uuidString)", isDirectory: true)
        let work = parent.appendingPathComponent("work", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(
                .error("sandbox.directory", at: nil, "cannot create '\(work.path)': \(error)"))
        }
        defer { try? FileManager.default.removeItem(at: parent) }
        let environment = Self.environment(home: work, extra: extra)
        let argv: [String]
        if isolation.isIsolated {
            let user = geteuid() == 0 ? Self.runUser() : nil
            if let user { chown(work.path, user, user) }
            argv = isolation.wrap(
                [executable] + arguments, work: work, readable: readablePaths + [executable],
                limits: limits, user: user)
        } else {
            argv =
                [
                    "/bin/sh", "-c", Self.wrapper, "galley-sandbox", String(limits.memoryLimit / 1024),
                    String(max(1, limits.fileSizeLimit / 512)), work.path, executable,
                ] + arguments
        }
        var process = try SpawnedProcess(argv: argv, environment: environment)
        let ending = process.supervise(limits: limits, folder: work)
        var outcome = SandboxOutcome(
            termination: ending.termination, stdout: ending.stdout, stderr: ending.stderr,
            timedOut: ending.timedOut, outputLimitExceeded: ending.outputLimitExceeded,
            diskLimitExceeded: ending.diskLimitExceeded, leftoverProcesses: ending.leftoverProcesses,
            duration: ending.duration, limits: limits)
        if isolation.isIsolated, case .exited(let status) = outcome.termination, (129...192).contains(status) {
            // bubblewrap exits with 128 + the signal that ended the program.
            outcome.termination = .signalled(status - 128)
        }
        outcome.previewDocument = Self.collectPreview(in: work)
        inspect?(work)
        return outcome
    }

    /// The scrubbed environment of a run whose folder is `home`, with `extra` added.
    static func environment(home: URL, extra: [String: String]) -> [String] {
        [
            "PATH=/usr/bin:/bin", "HOME=\(home.path)", "TMPDIR=\(home.path)", "LANG=C.UTF-8",
            // A crashing snippet should fail fast and quietly; the runtime's backtracer would
            // otherwise spend seconds symbolicating into the captured output.
            "SWIFT_BACKTRACE=enable=no",
            // `Set` and `Dictionary` iterate in the same order on every run.
            "SWIFT_DETERMINISTIC_HASHING=1",
            // Where GalleyUI writes the previews of the views the run evaluates.
            "\(Self.previewFileVariable)=\(Self.previewFileName)",
        ] + extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// The environment variable that tells GalleyUI where to write previews; its value is
    /// ``previewFileName``, relative to the run's working folder. (GalleyUI's
    /// `PreviewDocument.fileVariable` spells the same name.)
    package static let previewFileVariable = "GALLEY_PREVIEW_FILE"
    /// The previews' file, in the run's working folder.
    package static let previewFileName = "galley-preview.json"
    /// The largest preview document collected; a bigger one is reported as missing.
    package static let previewSizeLimit = 8 << 20

    /// The preview document a run left in `work`, if any and not too large.
    static func collectPreview(in work: URL) -> String? {
        let file = work.appendingPathComponent(previewFileName)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? Int, size <= previewSizeLimit,
            attributes[.type] as? FileAttributeType == .typeRegular,
            let data = FileManager.default.contents(atPath: file.path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A user id of its own for one run, far above the ids of real accounts, so the process
    /// limit counts only this run's processes and the run owns no file outside its folder.
    static func runUser() -> UInt32 { UInt32.random(in: 0x10_0000..<0x7000_0000) }
}
