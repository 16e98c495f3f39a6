import Foundation
import GalleyCore

/// The outcome of running a tool such as `swiftc` to completion.
///
/// Standard output and standard error are drained while the process runs (``SpawnedProcess``,
/// the runner the sandbox uses too), so a chatty compiler can never fill a pipe and deadlock.
package struct ProcessResult: Sendable {
    /// The exit status.
    package var status: Int32
    /// Everything written to standard output.
    package var stdout: String
    /// Everything written to standard error.
    package var stderr: String
    /// The signal that ended the process, when one did (then ``status`` is the signal number).
    package var signal: Int32?
    /// Why the process could not be started at all, when it could not.
    package var launchFailure: String?

    /// Why the tool failed for reasons of the machine rather than of its input (it could not
    /// start, or a signal such as the out-of-memory killer's ended it), or `nil`. Such a
    /// result says nothing about the input and must never be cached as a verdict.
    package var transientFailure: String? {
        if let launchFailure { return "could not be started: \(launchFailure)" }
        if let signal { return "was killed by \(SignalName.describe(signal))" }
        return nil
    }

    /// Creates a result from its parts, e.g. to report a tool that could not be started.
    package init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Runs `executable` (a path) with `arguments` in Galley's environment, changed by `setting`,
    /// and working folder, and waits for it, reading both pipes as it goes; throws when it
    /// cannot be started.
    package static func run(
        executable: String, arguments: [String], setting: [String: String] = [:]
    ) throws(DiagnosticError) -> ProcessResult {
        let variables = ProcessInfo.processInfo.environment.merging(setting) { _, set in set }
        let environment = variables.map { "\($0.key)=\($0.value)" }
        var process = try SpawnedProcess(argv: [executable] + arguments, environment: environment, ownGroup: false)
        let ending = process.supervise(limits: nil)
        var result = ProcessResult(status: 0, stdout: ending.stdout, stderr: ending.stderr)
        switch ending.termination {
        case .exited(let status): result.status = status
        case .signalled(let signal):
            result.status = signal
            result.signal = signal
        }
        return result
    }

    /// ``run(executable:arguments:setting:)`` for the `swiftc` driver, which makes a temporary
    /// folder whenever it is asked anything and leaves it behind unless it links: its
    /// `TMPDIR` is a folder of Galley's, removed when it ends.
    package static func runDriver(executable: String, arguments: [String]) throws(DiagnosticError) -> ProcessResult {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("galley-driver-\(UUID())")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        return try run(executable: executable, arguments: arguments, setting: ["TMPDIR": temporary.path])
    }
}
