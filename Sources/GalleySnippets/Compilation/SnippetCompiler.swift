import Foundation
import GalleyToolchain
import Synchronization

/// Runs the real compiler on generated snippet files and counts every invocation.
///
/// "Check" means `-emit-sil`, not just `-typecheck`: definite initialisation and Swift 6's
/// region-based isolation are diagnosed on SIL, and a page about concurrency must not show a
/// snippet as proven when the compiler would reject it. It costs about 20 ms more per snippet.
final class SnippetCompiler: Sendable {
    let toolchain: Toolchain
    let runtime: RuntimeArtifacts
    /// Flags every snippet compilation gets: Swift 6 mode and the runtime's flags.
    let flags: [String]
    /// Frontend commands, asked of the driver on first use so a fully cached session starts no compiler.
    private let templates = Mutex<[String: FrontendTemplate?]>([:])
    private let count = Mutex(0)

    init(toolchain: Toolchain, runtime: RuntimeArtifacts) {
        self.toolchain = toolchain
        self.runtime = runtime
        flags = ["-swift-version", "6"] + runtime.compileFlags
    }

    private func template(_ action: String) -> FrontendTemplate? {
        if let known = templates.withLock({ $0[action] }) { return known }
        let extra = action == "-c" ? ["-parse-as-library"] : []
        let made = FrontendTemplate(swiftc: toolchain.swiftc, action: action, flags: flags + extra)
        templates.withLock { $0[action] = made }
        return made
    }

    /// How many compiler processes this compiler has started.
    var invocations: Int { count.withLock { $0 } }

    /// Text that changes whenever a compilation would: part of every cache key.
    ///
    /// The runtime's folder is named by its fingerprint, never by its path, so a cache copied to
    /// another checkout or another CI runner keeps every entry.
    var identity: String {
        let portable = flags.map { $0.replacingOccurrences(of: runtime.directory.path, with: "$RUNTIME") }
        return ([toolchain.versionString, runtime.fingerprint] + portable).joined(separator: "\u{1F}")
    }

    /// Type-checks and runs the mandatory SIL diagnostics on a main file.
    func check(_ file: URL, module: String, dumpMacros: Bool) -> ProcessResult {
        let dump = dumpMacros ? ["-dump-macro-expansions"] : []
        if let checkTemplate = template("-emit-sil") {
            return frontend(
                checkTemplate.command(input: file.path, module: module, output: "/dev/null", extra: dump))
        }
        return driver(
            ["-emit-sil", file.path, "-module-name", module, "-o", "/dev/null"] + flags
                + dump.flatMap { ["-Xfrontend", $0] })
    }

    /// Checks many library files (no top-level code) as one module in one frontend process
    /// (`-wmo`), with the same SIL diagnostics as ``check(_:module:dumpMacros:)``.
    func checkBatch(_ files: [URL], module: String) -> ProcessResult {
        driver(
            ["-emit-sil", "-wmo", "-parse-as-library"] + files.map(\.path)
                + ["-module-name", module, "-o", "/dev/null"] + flags)
    }

    /// Compiles many library files as one module into one object file, in one frontend process.
    func compileBatch(_ files: [URL], module: String, output: URL) -> ProcessResult {
        driver(
            ["-c", "-wmo", "-parse-as-library"] + files.map(\.path)
                + ["-module-name", module, "-o", output.path] + flags)
    }

    /// Compiles a library file (no top-level code) to an object file.
    func compileObject(_ file: URL, module: String, output: URL, dumpMacros: Bool) -> ProcessResult {
        let dump = dumpMacros ? ["-dump-macro-expansions"] : []
        if let objectTemplate = template("-c") {
            return frontend(
                objectTemplate.command(input: file.path, module: module, output: output.path, extra: dump))
        }
        return driver(
            ["-c", file.path, "-parse-as-library", "-module-name", module, "-o", output.path] + flags
                + dump.flatMap { ["-Xfrontend", $0] })
    }

    /// Compiles and links sources and objects into an executable that can find the runtime.
    func link(_ inputs: [String], module: String, output: URL, dumpMacros: Bool = false)
        -> ProcessResult
    {
        let dump = dumpMacros ? ["-Xfrontend", "-dump-macro-expansions"] : []
        return driver(
            inputs + ["-module-name", module, "-o", output.path] + flags + runtime.linkFlags + dump)
    }

    private func frontend(_ command: [String]) -> ProcessResult {
        run(executable: command[0], arguments: Array(command.dropFirst()))
    }

    private func driver(_ arguments: [String]) -> ProcessResult {
        run(executable: toolchain.swiftc, arguments: arguments)
    }

    private func run(executable: String, arguments: [String]) -> ProcessResult {
        count.withLock { $0 += 1 }
        do { return try ProcessResult.run(executable: executable, arguments: arguments) } catch {
            return ProcessResult(
                status: -1, stdout: "", stderr: "error: cannot run '\(executable)': \(error)")
        }
    }
}
