import Foundation
import GalleyToolchain

/// Compiles snippets against the runtime that `RuntimeBuilder` builds from this package's
/// sources, under `-module-alias SwiftUI=GalleyUI`, and runs them.
enum SnippetCompiler {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The runtime with every mirror, built once per test process and cached across processes
    /// by fingerprint: in the suite's `GALLEY_RUNTIME_CACHE` (which `make test` sets, so these
    /// tests share the build every other suite uses) when set.
    static let runtime: Result<(Toolchain, RuntimeArtifacts), any Error> = Result {
        let toolchain = try Toolchain.locate()
        let cache =
            ProcessInfo.processInfo.environment["GALLEY_RUNTIME_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("galley-ui-tests")
        let builder = RuntimeBuilder(
            toolchain: toolchain, sourceRoot: packageRoot.appendingPathComponent("Sources"),
            cacheDirectory: cache)
        return (toolchain, try builder.build(mirroring: Set(RuntimeArtifacts.allMirrors.map(\.apple))))
    }

    /// Type-checks `file`; returns the compiler's status and diagnostics.
    static func typecheck(_ file: URL) throws -> ProcessResult {
        try typecheck([file], swiftVersion: "6")
    }

    /// Type-checks `files` as one module in the given language mode (`5` or `6`), in one
    /// whole-module frontend (`-wmo`): without it the driver starts a frontend per file, each
    /// loading GalleyUI and the macro plugin again, about six times slower for a batch.
    static func typecheck(_ files: [URL], swiftVersion: String, extraFlags: [String] = []) throws
        -> ProcessResult
    {
        let (toolchain, artifacts) = try runtime.get()
        var mode: [String] = []
        if files.count == 1, try String(contentsOf: files[0], encoding: .utf8).contains("@main") {
            mode = ["-parse-as-library"]
        }
        return try ProcessResult.run(
            executable: toolchain.swiftc,
            arguments: ["-typecheck", "-wmo", "-swift-version", swiftVersion, "-module-name", "Corpus"] + mode
                + extraFlags + artifacts.compileFlags + files.map(\.path))
    }

    /// Compiles `source` as a program and runs it; returns its standard output.
    static func run(_ source: String) throws -> String {
        let (toolchain, artifacts) = try runtime.get()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-snippet-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("snippet").path
        let compile = try ProcessResult.run(
            executable: toolchain.swiftc,
            arguments: ["-swift-version", "6"] + artifacts.compileFlags + artifacts.linkFlags + [
                file.path, "-o", binary,
            ])
        guard compile.status == 0 else { throw SnippetError.compile(compile.stderr) }
        let run = try ProcessResult.run(executable: binary, arguments: [])
        guard run.status == 0 else { throw SnippetError.run(run.status, run.stderr) }
        return run.stdout
    }

    enum SnippetError: Error, CustomStringConvertible {
        case compile(String)
        case run(Int32, String)
        var description: String {
            switch self {
            case .compile(let log): "snippet did not compile:\n\(log)"
            case .run(let status, let log): "snippet exited with \(status):\n\(log)"
            }
        }
    }
}
