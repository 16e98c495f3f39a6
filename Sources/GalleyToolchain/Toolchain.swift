import Foundation
import GalleyCore

/// The Swift toolchain that proves snippets: where `swiftc` is, what version it is, and where
/// its SwiftSyntax host libraries live (needed to build the `@Entry` plugin).
package struct Toolchain: Sendable, Hashable {
    /// Absolute path of the `swiftc` driver.
    package var swiftc: String
    /// The first line of `swiftc --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    package var versionString: String
    /// The toolchain's `lib/swift/host` folder, from `swiftc -print-target-info`.
    package var hostLibraries: String

    /// The short version for badges, e.g. `6.3.1`.
    package var version: String {
        let words = versionString.split(separator: " ")
        if let index = words.firstIndex(of: "version"), index + 1 < words.count {
            return String(words[index + 1])
        }
        return versionString
    }

    /// The driver's flag that links with the `ld.lld` the toolchain ships beside `swiftc` (or
    /// beside the file its link points to), quicker than the system's default linker
    /// (`Benchmarks/results-verify.md`); empty when there is none, and the driver's own linker
    /// links.
    package var linkerFlags: [String] {
        let driver = URL(fileURLWithPath: swiftc)
        let shipsLLD = [driver, driver.resolvingSymlinksInPath()].contains {
            FileManager.default.isExecutableFile(
                atPath: $0.deletingLastPathComponent().appendingPathComponent("ld.lld").path)
        }
        return shipsLLD ? ["-use-ld=lld"] : []
    }

    /// The `clang` the toolchain ships beside `swiftc` (beside the file its link points to), else
    /// the first on `PATH`: it compiles the merged runner's C file.
    package var clang: String {
        let driver = URL(fileURLWithPath: swiftc)
        for folder in [driver, driver.resolvingSymlinksInPath()].map({ $0.deletingLastPathComponent() }) {
            let candidate = folder.appendingPathComponent("clang").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/clang") {
            return "\(folder)/clang"
        }
        return "clang"
    }

    package init(swiftc: String, versionString: String, hostLibraries: String) {
        self.swiftc = swiftc
        self.versionString = versionString
        self.hostLibraries = hostLibraries
    }

    /// Finds `swiftc` (the given path, or the first on `PATH`) and asks it for its version and paths.
    ///
    /// Asking costs a compiler process (about 50 ms of CPU), most of a warm `verify`. With a
    /// `memo` folder (the verification cache), the answer is kept under a name derived from the
    /// driver's and frontend's real paths, sizes, modification times and inodes, so a replaced
    /// toolchain is asked again and an unchanged one never is.
    package static func locate(swiftc explicit: String? = nil, memo: URL? = nil) throws(DiagnosticError) -> Toolchain {
        guard let swiftc = driver(explicit) else {
            throw DiagnosticError(
                .error(
                    "toolchain.not-found", at: nil, "no 'swiftc' on PATH; install Swift or pass --swiftc PATH"
                ))
        }
        let memoFile = memoFile(of: swiftc, in: memo)
        if let memoFile, let text = try? String(contentsOf: memoFile, encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.count == 2, lines[0].contains("Swift version"), lines[1].hasSuffix("/host") {
                return Toolchain(swiftc: swiftc, versionString: lines[0], hostLibraries: lines[1])
            }
        }
        let found = try query(swiftc)
        if let memoFile {
            try? FileManager.default.createDirectory(
                at: memoFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data((found.versionString + "\n" + found.hostLibraries).utf8).write(to: memoFile, options: .atomic)
        }
        return found
    }

    /// Whether `memo` holds the answer of the toolchain `swiftc` (or the one on `PATH`) names, so
    /// that ``locate(swiftc:memo:)`` starts no process: a cheap sign that a cache has met it.
    package static func isRemembered(swiftc explicit: String? = nil, memo: URL?) -> Bool {
        guard let file = driver(explicit).flatMap({ memoFile(of: $0, in: memo) }) else { return false }
        return FileManager.default.fileExists(atPath: file.path)
    }

    /// The driver `explicit` names, else the `swiftc` on `PATH`.
    private static func driver(_ explicit: String?) -> String? {
        explicit.map(absolutePath) ?? searchPath(for: "swiftc")
    }

    /// Where `memo` keeps the answer of the toolchain of `swiftc`; `nil` without a folder or
    /// when the toolchain's files cannot be read.
    private static func memoFile(of swiftc: String, in memo: URL?) -> URL? {
        memo.flatMap { folder in identity(of: swiftc).map { folder.appendingPathComponent("toolchain-\($0)") } }
    }

    /// A short hash naming one installed toolchain: the driver's and the frontend's real path,
    /// size, modification time and inode; `nil` when they cannot be read.
    package static func identity(of swiftc: String) -> String? {
        let driver = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let frontend = frontend(of: swiftc)
        var text = ""
        for file in [driver, frontend] {
            var info = stat()
            guard stat(file.path, &info) == 0 else { return nil }
            text += "\(file.path)|\(info.st_size)|\(info.modificationTime)|\(info.st_ino)\n"
        }
        return String(SHA256.hex(text).prefix(16))
    }

    /// The frontend beside the driver's real file (which may not exist).
    static func frontend(of swiftc: String) -> URL {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-frontend")
    }

    /// Asks the toolchain its version and paths.
    ///
    /// The driver answers by running the frontend beside it and printing what it says; its own
    /// start-up (about 50 ms) comes first. So the frontend is asked directly, with the same words
    /// the driver uses, when it is there (`direct`); else the driver. Its target information
    /// names the compiler's version too (`compilerVersion`, the line `--version` starts with),
    /// so one compiler process answers both; one that does not name it is asked `--version`.
    static func query(_ swiftc: String, direct: Bool = true) throws(DiagnosticError) -> Toolchain {
        let frontend = frontend(of: swiftc).path
        let asksFrontend = direct && FileManager.default.isExecutableFile(atPath: frontend)
        let tool = asksFrontend ? frontend : swiftc
        let info = try run(tool, asksFrontend ? ["-frontend", "-print-target-info"] : ["-print-target-info"])
        guard
            let object = try? JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
            let paths = object["paths"] as? [String: Any],
            let resource = paths["runtimeResourcePath"] as? String
        else {
            throw DiagnosticError(
                .error(
                    "toolchain.target-info", at: nil,
                    "'\(swiftc) -print-target-info' gave no runtimeResourcePath"))
        }
        let named = (object["compilerVersion"] as? String).flatMap { versionLine(of: $0) }
        var versionString = named ?? ""
        if named == nil { versionString = versionLine(of: try run(tool, ["--version"])) ?? "" }
        return Toolchain(swiftc: swiftc, versionString: versionString, hostLibraries: resource + "/host")
    }

    /// The first line of `text` that names a Swift version, trimmed.
    static func versionLine(of text: String) -> String? {
        text.split(separator: "\n").first(where: { $0.contains("Swift version") })
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func absolutePath(_ path: String) -> String {
        path.contains("/")
            ? URL(fileURLWithPath: path).standardizedFileURL.path : (searchPath(for: path) ?? path)
    }

    private static func searchPath(for name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func run(_ swiftc: String, _ arguments: [String]) throws(DiagnosticError) -> String {
        let result: ProcessResult
        do { result = try ProcessResult.runDriver(executable: swiftc, arguments: arguments) } catch {
            throw DiagnosticError(.error("toolchain.launch", at: nil, "cannot run '\(swiftc)': \(error)"))
        }
        guard result.status == 0 else {
            throw DiagnosticError(
                .error(
                    "toolchain.failed", at: nil,
                    "'\(swiftc) \(arguments.joined(separator: " "))' failed: \(result.stderr)"))
        }
        return result.stdout
    }
}
