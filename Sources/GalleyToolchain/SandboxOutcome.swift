import Foundation

/// What happened to a program run by ``Sandbox``.
package struct SandboxOutcome: Sendable, Hashable, Codable {
    /// How the process ended.
    package enum Termination: Sendable, Hashable, Codable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal with this number ended it.
        case signalled(Int32)
    }

    /// How the main process ended.
    package var termination: Termination
    /// Standard output, cut at the output limit.
    package var stdout: String
    /// Standard error, cut at the output limit.
    package var stderr: String
    /// The run outlived its timeout and its process group was killed.
    package var timedOut: Bool
    /// The run printed more than the output limit and was stopped.
    package var outputLimitExceeded: Bool
    /// The run's folder grew past the disk limit and the run was stopped.
    package var diskLimitExceeded: Bool = false
    /// Processes of the run's group were still alive after it exited; they were killed.
    package var leftoverProcesses: Bool
    /// Wall-clock seconds from spawn to the end of the run.
    package var duration: Double
    /// The limits the run had, kept for messages.
    package var limits: SandboxLimits
    /// The previews the program wrote (``Sandbox/previewFileName`` in its working folder),
    /// when it wrote any: GalleyUI's JSON document of drawn view trees.
    package var previewDocument: String? = nil

    /// True when the program exited with status 0 and broke no limit.
    package var succeeded: Bool { failureReason == nil }

    /// One sentence explaining why the run failed, or `nil` when it succeeded.
    package var failureReason: String? {
        if timedOut {
            return "timed out after \(Self.format(limits.timeout)) s; its process group was killed"
        }
        if outputLimitExceeded {
            return "printed more than \(Self.bytes(limits.outputLimit)) of output and was stopped"
        }
        if diskLimitExceeded {
            return "wrote more than \(Self.bytes(limits.diskLimit)) into its folder (the disk limit) and was stopped"
        }
        if leftoverProcesses { return "left child processes running after it exited; they were killed" }
        switch termination {
        case .exited(0): return nil
        case .exited(let status): return "exited with status \(status)"
        case .signalled(let signal):
            return "crashed with \(SignalName.describe(signal))" + limitHint(signal)
        }
    }

    /// The signal the program crashed with, when a signal of its own making ended it (a
    /// runtime trap, an abort, a bad memory access), not one sent because it broke a limit or
    /// from outside.
    package var crashSignal: Int32? {
        guard case .signalled(let signal) = termination, !timedOut, !outputLimitExceeded, !diskLimitExceeded,
            !leftoverProcesses, limitHint(signal).isEmpty
        else { return nil }
        return signal
    }

    /// The limit a signal most likely comes from, when there is one.
    private func limitHint(_ signal: Int32) -> String {
        if stderr.contains("failed to allocate") || stderr.contains("Cannot allocate memory") {
            return " after reaching its memory limit of \(Self.bytes(limits.memoryLimit))"
        }
        switch signal {
        case SIGXFSZ: return " after writing a file larger than its limit of \(Self.bytes(limits.fileSizeLimit))"
        case SIGKILL:
            return
                " from outside: the system's out-of-memory killer or another process; its memory limit is \(Self.bytes(limits.memoryLimit))"
        default: return ""
        }
    }

    /// Why the program never started, when the sandbox's own tools (bubblewrap, `setpriv`,
    /// `prlimit`, the shell wrapper) reported that they could not start it; `nil` otherwise.
    package var launchFailure: String? {
        guard case .exited(let status) = termination, [1, 126, 127].contains(status) else { return nil }
        let first = stderr.split(separator: "\n").first.map(String.init) ?? ""
        let tools = ["bwrap: ", "setpriv: ", "prlimit: ", "galley-sandbox: "]
        guard tools.contains(where: first.hasPrefix) else { return nil }
        return first
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    static func bytes(_ count: Int) -> String {
        if count >= 1 << 30, count % (1 << 30) == 0 { return "\(count >> 30) GiB" }
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        return "\(count) bytes"
    }
}
