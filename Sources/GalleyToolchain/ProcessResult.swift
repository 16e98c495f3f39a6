import Foundation

/// The outcome of running a tool such as `swiftc` to completion.
///
/// Standard output and standard error are drained while the process runs, on their own
/// threads, so a chatty compiler can never fill a pipe and deadlock.
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

    /// Runs `executable` with `arguments` and waits for it, reading both pipes as it goes.
    package static func run(
        executable: String, arguments: [String], environment: [String: String]? = nil,
        currentDirectory: URL? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = PipeDrain(out.fileHandleForReading)
        let errData = PipeDrain(err.fileHandleForReading)
        process.waitUntilExit()
        var result = ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData.wait(), as: UTF8.self),
            stderr: String(decoding: errData.wait(), as: UTF8.self))
        if process.terminationReason == .uncaughtSignal { result.signal = process.terminationStatus }
        return result
    }
}

/// Reads a pipe to its end on a background thread.
final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Blocks until the pipe is closed, then returns everything read. Call once.
    func wait() -> Data {
        done.wait()
        return data
    }
}
