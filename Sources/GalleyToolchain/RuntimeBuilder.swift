import Foundation
import GalleyCore

/// Builds the runtime that snippets compile against, GalleyUICore, GalleyCombine, GalleyUI and
/// the `@Entry` plugin, with plain `swiftc` into a content-addressed cache directory.
///
/// The cache key hashes every runtime source file, the compiler version and the flags, so an
/// unchanged runtime is built once and a changed one never reuses stale artifacts. Each build
/// goes to a temporary directory that is renamed into place only when complete.
package struct RuntimeBuilder: Sendable {
    package var toolchain: Toolchain
    /// The `Sources` folder that holds `GalleyUICore/`, `GalleyCombine/`, `GalleyUI/` and `EntryMacros/`.
    package var sourceRoot: URL
    /// Where built runtimes are kept, one subfolder per fingerprint.
    package var cacheDirectory: URL

    package init(toolchain: Toolchain, sourceRoot: URL, cacheDirectory: URL) {
        self.toolchain = toolchain
        self.sourceRoot = sourceRoot
        self.cacheDirectory = cacheDirectory
    }

    static let modules = ["EntryMacros", "GalleyUICore", "GalleyCombine", "GalleyUI"]
    static let pluginHostLibraries = [
        "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
    ]

    /// A hash of the runtime's sources, the compiler and the build recipe.
    package func fingerprint() throws(DiagnosticError) -> String {
        var hasher = SHA256()
        hasher.update(toolchain.versionString)
        hasher.update("recipe-6")
        hasher.update(ForkServerSource.text)
        hasher.update(DispatcherSource.text)
        for module in Self.modules {
            for file in try sources(of: module) {
                hasher.update(module + "/" + file.lastPathComponent + "\0")
                hasher.update((try? Data(contentsOf: file)) ?? Data())
            }
        }
        return hasher.finalize()
    }

    /// Returns the built runtime, building it first unless the cache already holds it.
    ///
    /// Processes that share a cache folder take turns through a lock file, so a cold cache is
    /// built once, not once per process, and the others wait for it (a build is a minute of
    /// compiler time; a test suite or a CI matrix starts many verifications at once).
    package func build() throws(DiagnosticError) -> RuntimeArtifacts {
        let key = try fingerprint()
        let directory = cacheDirectory.appendingPathComponent(
            "runtime-\(key.prefix(16))", isDirectory: true)
        let artifacts = RuntimeArtifacts(directory: directory, fingerprint: key)
        if FileManager.default.fileExists(atPath: artifacts.stamp.path) { return artifacts }
        do {
            try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(
                .error("runtime.cache", at: nil, "cannot create '\(cacheDirectory.path)': \(error)"))
        }
        try FileLock.withLock(cacheDirectory.appendingPathComponent(".runtime-\(key.prefix(16)).lock")) {
            () throws(DiagnosticError) in
            if FileManager.default.fileExists(atPath: artifacts.stamp.path) { return }
            try install(key: key, in: directory)
        }
        return artifacts
    }

    /// Builds the runtime of fingerprint `key` in a staging folder and renames it to `directory`.
    private func install(key: String, in directory: URL) throws(DiagnosticError) {

        // A unique staging name: a build killed midway leaves a folder no later build reuses.
        let staging = cacheDirectory.appendingPathComponent(
            ".runtime-\(key.prefix(16))-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(
                .error("runtime.cache", at: nil, "cannot create '\(staging.path)': \(error)"))
        }
        defer { try? FileManager.default.removeItem(at: staging) }
        let host = toolchain.hostLibraries
        let plugin = staging.appendingPathComponent("libEntryMacros.so").path
        try compile(
            "EntryMacros",
            ["-emit-library", "-module-name", "EntryMacros", "-I", host, "-L", host]
                + Self.pluginHostLibraries.map { "-l" + $0 }
                + ["-Xlinker", "-rpath", "-Xlinker", host, "-o", plugin])
        let libraries = [
            ("GalleyUICore", [String]()), ("GalleyCombine", []), ("GalleyUI", ["GalleyUICore", "GalleyCombine"]),
        ]
        for (module, dependencies) in libraries {
            try compile(
                module,
                [
                    "-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
                    // The runtime's modules share `package` declarations (the evaluator).
                    "-package-name", "GalleyRuntime",
                    "-emit-module-path", staging.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", staging.path, "-L", staging.path, "-load-plugin-library", plugin,
                    // `$ORIGIN`: the libraries find each other wherever the cache is restored.
                    "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                    "-o", staging.appendingPathComponent("lib\(module).so").path,
                ] + dependencies.map { "-l" + $0 })
        }
        // The merged runner's serving mode and `main`, compiled once here rather than for every
        // runner. The dispatcher keeps the name a runner's own `main.swift` had (module
        // `GalleyRunner`), which its one message, for an unknown unit, shows.
        try compileRunnerPart(
            ForkServerSource.text, file: "ForkServer.swift",
            as: ["-parse-as-library", "-module-name", "GalleyForkServer"],
            to: RuntimeArtifacts.forkServerObjectName, in: staging)
        try compileRunnerPart(
            DispatcherSource.text, file: "main.swift", as: ["-module-name", "GalleyRunner"],
            to: RuntimeArtifacts.dispatcherObjectName, in: staging)
        _ = FileManager.default.createFile(
            atPath: staging.appendingPathComponent("stamp").path, contents: Data(key.utf8))
        // Under the lock no one else installs this fingerprint, so a folder without a stamp is
        // what a killed build or an older galley left: it is replaced.
        if FileManager.default.fileExists(atPath: directory.path) {
            try? FileManager.default.removeItem(at: directory)
        }
        do { try FileManager.default.moveItem(at: staging, to: directory) } catch {
            throw DiagnosticError(.error("runtime.cache", at: nil, "cannot install runtime: \(error)"))
        }
    }

    /// Compiles `source`, written to `file` in `staging` for the compile only, to the object `object`.
    private func compileRunnerPart(
        _ source: String, file: String, as flags: [String], to object: String, in staging: URL
    ) throws(DiagnosticError) {
        let path = staging.appendingPathComponent(file)
        guard FileManager.default.createFile(atPath: path.path, contents: Data(source.utf8)) else {
            throw DiagnosticError(.error("runtime.cache", at: nil, "cannot write '\(path.path)'"))
        }
        defer { try? FileManager.default.removeItem(at: path) }
        try compile(
            object, ["-c"] + flags + [path.path, "-o", staging.appendingPathComponent(object).path], files: [])
    }

    private func sources(of module: String) throws(DiagnosticError) -> [URL] {
        let folder = sourceRoot.appendingPathComponent(module)
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            throw DiagnosticError(
                .error("runtime.sources", at: nil, "runtime sources not found at '\(folder.path)'"))
        }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        return files.sorted { $0.path < $1.path }
    }

    private func compile(_ module: String, _ flags: [String], files given: [String]? = nil) throws(DiagnosticError) {
        let files: [String]
        if let given { files = given } else { files = try sources(of: module).map(\.path) }
        let result: ProcessResult
        do {
            result = try ProcessResult.runDriver(
                // -Onone: snippets are tiny programs, so the runtime's speed never shows, while an
                // optimised build doubles the cold start of every fresh cache (CI, new clones).
                executable: toolchain.swiftc, arguments: ["-swift-version", "6", "-Onone"] + flags + files)
        } catch {
            throw DiagnosticError(.error("runtime.build", at: nil, "cannot run swiftc: \(error)"))
        }
        guard result.status == 0 else {
            throw DiagnosticError(
                .error(
                    "runtime.build", at: nil, "building \(module) failed:\n\(result.stderr)\(result.stdout)"))
        }
    }
}

/// A built runtime: the folder holding its modules and libraries, and the flags to use it.
package struct RuntimeArtifacts: Sendable, Hashable {
    package var directory: URL
    /// The hash that names this build; part of every snippet's cache key.
    package var fingerprint: String

    var stamp: URL { directory.appendingPathComponent("stamp") }
    static let forkServerObjectName = "GalleyForkServer.o"
    /// The merged runner's serving mode (``ForkServerSource``), linked into every merged runner.
    package var forkServerObject: URL { directory.appendingPathComponent(Self.forkServerObjectName) }
    static let dispatcherObjectName = "GalleyDispatcher.o"
    /// The merged runner's `main` (``DispatcherSource``), linked into every merged runner.
    package var dispatcherObject: URL { directory.appendingPathComponent(Self.dispatcherObjectName) }
    /// The `@Entry` plugin, for `-load-plugin-library`.
    package var pluginLibrary: URL { directory.appendingPathComponent("libEntryMacros.so") }

    /// Flags that make `import SwiftUI` resolve to GalleyUI (and `import Combine` to
    /// GalleyCombine) and load the `@Entry` plugin.
    /// `SwiftUICore` names GalleyUICore: the `@Entry` expansion spells its keys
    /// `SwiftUICore.EnvironmentKey` as Apple's does, and code may import it; the module itself has
    /// a name of ours, so that it never stands for Apple's framework of that name.
    package var compileFlags: [String] {
        [
            "-module-alias", "SwiftUI=GalleyUI", "-module-alias", "SwiftUICore=GalleyUICore",
            "-module-alias", "Combine=GalleyCombine", "-I", directory.path,
            "-load-plugin-library", pluginLibrary.path,
        ]
    }

    /// Flags needed in addition when linking an executable.
    package var linkFlags: [String] {
        [
            "-L", directory.path, "-lGalleyUI", "-lGalleyCombine", "-lGalleyUICore", "-Xlinker", "-rpath", "-Xlinker",
            directory.path,
        ]
    }
}
