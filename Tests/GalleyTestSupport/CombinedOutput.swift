import Foundation

/// Runs `executable` to its end in `folder`, its standard output and error on one pipe, and
/// returns its exit status and what it printed. `environment` replaces this process's when given.
public func runWithCombinedOutput(
    _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String]? = nil
) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
