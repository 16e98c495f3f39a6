import Foundation
import GalleyCore

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program the way an untrusted snippet should be run.
///
/// Each run gets a fresh working directory inside a fresh parent (so `../x` lands in the
/// parent, which is removed too), a scrubbed environment (`PATH`, `HOME` and `TMPDIR` set to
/// the working directory, `LANG=C.UTF-8`), no standard input, its own process group, an
/// address-space and file-size limit, a wall-clock timeout that kills the whole group, and a
/// cap on captured output. Children still running when the program exits are killed and the
/// run is reported as failed.
///
/// This guards against accidents (an endless loop, a runaway allocation, a stray `../` write),
/// not against code written to escape: absolute paths and `../../` still reach the machine.
///
/// The limits are applied by a tiny `/bin/sh` wrapper (`ulimit`, `cd`, `exec`), because
/// `posix_spawn` cannot set resource limits; the wrapper replaces itself with the program, so
/// the process that runs is the program itself.
///
/// ```swift
/// let outcome = try Sandbox().run(executable: "/tmp/snippet", arguments: [])
/// if let reason = outcome.failureReason { print("snippet \(reason)") }
/// ```
public struct Sandbox: Sendable {
    /// Where the per-run folders are created.
    public var temporaryBase: URL
    /// The limits every run gets.
    public var limits: SandboxLimits

    /// Creates a sandbox whose runs live under `temporaryBase` (the system temporary folder by default).
    public init(
        temporaryBase: URL = FileManager.default.temporaryDirectory,
        limits: SandboxLimits = SandboxLimits()
    ) {
        self.temporaryBase = temporaryBase
        self.limits = limits
    }

    static let wrapper =
        "ulimit -c 0 && ulimit -v \"$1\" && ulimit -f \"$2\" && cd \"$3\" && shift 3 && exec \"$@\""

    /// Runs `executable` with `arguments` to completion inside a fresh temporary folder.
    ///
    /// Blocks the calling thread; call it from a thread that may block, not from the
    /// cooperative pool of Swift concurrency.
    public func run(executable: String, arguments: [String]) throws(DiagnosticError) -> SandboxOutcome {
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
        let argv =
            [
                "/bin/sh", "-c", Self.wrapper, "galley-sandbox", String(limits.memoryLimit / 1024),
                String(max(1, limits.fileSizeLimit / 512)), work.path, executable,
            ] + arguments
        let environment = [
            "PATH=/usr/bin:/bin", "HOME=\(work.path)", "TMPDIR=\(work.path)", "LANG=C.UTF-8",
            // A crashing snippet should fail fast and quietly; the runtime's backtracer would
            // otherwise spend seconds symbolicating into the captured output.
            "SWIFT_BACKTRACE=enable=no",
            // Where GalleyUI writes the previews of the views the run evaluates.
            "\(Self.previewFileVariable)=\(Self.previewFileName)",
        ]
        var process = try SpawnedGroup(argv: argv, environment: environment)
        var outcome = process.supervise(limits: limits)
        outcome.previewDocument = Self.collectPreview(in: work)
        return outcome
    }

    /// The environment variable that tells GalleyUI where to write previews; its value is
    /// ``previewFileName``, relative to the run's working folder. (GalleyUI's
    /// `PreviewDocument.fileVariable` spells the same name.)
    public static let previewFileVariable = "GALLEY_PREVIEW_FILE"
    /// The previews' file, in the run's working folder.
    public static let previewFileName = "galley-preview.json"
    /// The largest preview document collected; a bigger one is reported as missing.
    public static let previewSizeLimit = 8 << 20

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
}
