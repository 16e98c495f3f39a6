import Foundation
import GalleyCore

/// Builds the runtime that snippets compile against, GalleyUICore, GalleyCombine,
/// GalleyUniformTypeIdentifiers, GalleyUI, GalleyStoreKit, GalleySwiftData, GalleyCoreLocation,
/// GalleyMapKit and the `@Entry` plugin (which also holds `@Model`), with plain `swiftc` into a
/// content-addressed cache directory.
///
/// The cache key hashes every runtime source file, the compiler version and the flags, so an
/// unchanged runtime is built once and a changed one never reuses stale artifacts. Each build
/// goes to a temporary directory that is renamed into place only when complete.
package struct RuntimeBuilder: Sendable {
    package var toolchain: Toolchain
    /// The `Sources` folder that holds `GalleyUICore/`, `GalleyCombine/`, `GalleyUniformTypeIdentifiers/`,
    /// `GalleyUI/`, `GalleyStoreKit/`, `GalleySwiftData/`, `GalleyCoreLocation/`, `GalleyMapKit/`,
    /// `EntryMacros/` and `GalleyRunner/` (the merged runner's dispatcher and fork server).
    package var sourceRoot: URL
    /// Where built runtimes are kept, one subfolder per fingerprint.
    package var cacheDirectory: URL

    package init(toolchain: Toolchain, sourceRoot: URL, cacheDirectory: URL) {
        self.toolchain = toolchain
        self.sourceRoot = sourceRoot
        self.cacheDirectory = cacheDirectory
    }

    static let modules = [
        "EntryMacros", "GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers", "GalleyUI", "GalleyStoreKit",
        "GalleySwiftData", "GalleyCoreLocation", "GalleyMapKit",
    ]
    /// The merged runner's sources: `Dispatcher/main.swift`, `ForkServer/ForkServer.swift` and the
    /// C target `CGalleyRunner/` (the fork server's Linux calls, and the line-buffering constructor).
    static let runnerFolder = "GalleyRunner"
    /// How the runtime's libraries are compiled: as one whole module each, in one frontend job
    /// that also writes the module. File by file, each of several hundred jobs parses every file
    /// of the module again and type-checks what its file uses, and a separate job writes the
    /// module, which repeats the type-checking of declarations; whole-module compilation does
    /// that work once. The code and the module it writes are the same.
    static let wholeModuleFlags = ["-wmo", "-num-threads", "2", "-no-emit-module-separately-wmo"]
    static let hashedExtensions: Set<String> = ["swift", "c", "h", "modulemap"]
    static let pluginHostLibraries = [
        "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
    ]

    /// A hash of the runtime's sources, the compiler and the build recipe.
    package func fingerprint() throws(DiagnosticError) -> String {
        var hasher = SHA256()
        hasher.update(toolchain.versionString)
        hasher.update("recipe-11")
        for module in Self.modules + [Self.runnerFolder] {
            for file in try sources(of: module, extensions: Self.hashedExtensions) {
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

    /// The merged runner's parts alone, for sessions without a runtime (`runtime: none`): built
    /// once per toolchain and runner sources into the cache folder, as the runtime is.
    package func buildRunner() throws(DiagnosticError) -> RunnerArtifacts {
        var hasher = SHA256()
        hasher.update(toolchain.versionString)
        hasher.update("runner-1")
        for file in try sources(of: Self.runnerFolder, extensions: Self.hashedExtensions) {
            hasher.update(file.lastPathComponent + "\0")
            hasher.update((try? Data(contentsOf: file)) ?? Data())
        }
        let key = hasher.finalize()
        let runner = RunnerArtifacts(directory: cacheDirectory.appendingPathComponent("runner-\(key.prefix(16))"))
        let stamp = runner.directory.appendingPathComponent("stamp")
        if FileManager.default.fileExists(atPath: stamp.path) { return runner }
        do {
            try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("runtime.cache", at: nil, "cannot create '\(cacheDirectory.path)': \(error)"))
        }
        try FileLock.withLock(cacheDirectory.appendingPathComponent(".runner-\(key.prefix(16)).lock")) {
            () throws(DiagnosticError) in
            if FileManager.default.fileExists(atPath: stamp.path) { return }
            let staging = cacheDirectory.appendingPathComponent(".runner-\(key.prefix(16))-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: staging) }
            do {
                try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            } catch {
                throw DiagnosticError(.error("runtime.cache", at: nil, "cannot create '\(staging.path)': \(error)"))
            }
            try compileRunner(in: staging)
            _ = FileManager.default.createFile(
                atPath: staging.appendingPathComponent("stamp").path, contents: Data(key.utf8))
            try? FileManager.default.removeItem(at: runner.directory)
            do { try FileManager.default.moveItem(at: staging, to: runner.directory) } catch {
                throw DiagnosticError(.error("runtime.cache", at: nil, "cannot install the runner's parts: \(error)"))
            }
        }
        return runner
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
            ("GalleyUICore", [String]()), ("GalleyCombine", []), ("GalleyUniformTypeIdentifiers", []),
            ("GalleyUI", ["GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers"]),
            ("GalleyStoreKit", ["GalleyUICore"]),
            ("GalleySwiftData", ["GalleyUI", "GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers"]),
            ("GalleyCoreLocation", []),
            ("GalleyMapKit", ["GalleyCoreLocation", "GalleyUI", "GalleyUICore"]),
        ]
        for (module, dependencies) in libraries {
            try compile(
                module,
                [
                    "-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
                ] + Self.wholeModuleFlags + [
                    // The runtime's modules share `package` declarations (the evaluator).
                    "-package-name", "GalleyRuntime",
                    "-emit-module-path", staging.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", staging.path, "-L", staging.path, "-load-plugin-library", plugin,
                    // `$ORIGIN`: the libraries find each other wherever the cache is restored.
                    "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                    "-o", staging.appendingPathComponent("lib\(module).so").path,
                ] + dependencies.map { "-l" + $0 })
        }
        try compileRunner(in: staging)
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

    /// The merged runner's parts, compiled once here rather than for every runner: its C calls
    /// and line-buffering constructor (with the toolchain's `clang`), the serving mode (module
    /// `GalleyForkServer`; its module goes to a folder of its own, out of the
    /// snippets' import path) and the dispatcher, which keeps the module name a runner's own
    /// `main.swift` had (`GalleyRunner`), which its one message, for an unknown unit, shows.
    private func compileRunner(in staging: URL) throws(DiagnosticError) {
        let folder = sourceRoot.appendingPathComponent(Self.runnerFolder)
        let cFolder = folder.appendingPathComponent("CGalleyRunner")
        let include = cFolder.appendingPathComponent("include").path
        let modules = staging.appendingPathComponent("runner")
        do {
            try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("runtime.cache", at: nil, "cannot create '\(modules.path)': \(error)"))
        }
        for (file, object) in [
            ("galley_runner.c", RunnerArtifacts.systemObjectName),
            ("galley_line_buffer.c", RunnerArtifacts.lineBufferObjectName),
        ] {
            try compileC(
                cFolder.appendingPathComponent(file).path, include: include,
                to: staging.appendingPathComponent(object).path)
        }
        try compile(
            "GalleyForkServer",
            [
                "-c", "-parse-as-library", "-module-name", "GalleyForkServer", "-I", include, "-emit-module",
                "-emit-module-path", modules.appendingPathComponent("GalleyForkServer.swiftmodule").path,
                "-o", staging.appendingPathComponent(RunnerArtifacts.forkServerObjectName).path,
            ], files: [folder.appendingPathComponent("ForkServer/ForkServer.swift").path])
        try compile(
            "GalleyRunner",
            [
                "-c", "-module-name", "GalleyRunner", "-I", include, "-I", modules.path,
                "-o", staging.appendingPathComponent(RunnerArtifacts.dispatcherObjectName).path,
            ], files: [folder.appendingPathComponent("Dispatcher/main.swift").path])
    }

    /// Compiles the C file `source` to `object` with the `clang` beside `swiftc`.
    private func compileC(_ source: String, include: String, to object: String) throws(DiagnosticError) {
        let result: ProcessResult
        do {
            result = try ProcessResult.runDriver(
                executable: toolchain.clang, arguments: ["-c", "-O2", "-fPIC", "-I", include, source, "-o", object])
        } catch {
            throw DiagnosticError(.error("runtime.build", at: nil, "cannot run clang: \(error)"))
        }
        guard result.status == 0 else {
            throw DiagnosticError(
                .error("runtime.build", at: nil, "building \(source) failed:\n\(result.stderr)\(result.stdout)"))
        }
    }

    private func sources(of module: String, extensions: Set<String> = ["swift"]) throws(DiagnosticError) -> [URL] {
        let folder = sourceRoot.appendingPathComponent(module)
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            throw DiagnosticError(
                .error("runtime.sources", at: nil, "runtime sources not found at '\(folder.path)'"))
        }
        // Each path is made once: every verify fingerprints the runtime, and a URL's path,
        // computed on each comparison of the sort, cost more than hashing the files.
        let files = enumerator.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
            .map { (path: $0.path, url: $0) }
        return files.sorted { $0.path < $1.path }.map(\.url)
    }

    private func compile(
        _ module: String, _ flags: [String], files given: [String]? = nil
    ) throws(DiagnosticError) {
        let files: [String]
        if let given { files = given } else { files = try sources(of: module).map(\.path) }
        let result: ProcessResult
        do {
            result = try ProcessResult.runDriver(
                // -Onone: snippets are tiny programs, so the runtime's speed never shows, while an
                // optimised build doubles the cold start of every fresh cache (CI, new clones).
                executable: toolchain.swiftc,
                arguments: ["-swift-version", "6", "-Onone"] + flags + files)
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
    /// The merged runner's parts, built with the runtime into its folder.
    package var runner: RunnerArtifacts { RunnerArtifacts(directory: directory) }
    /// The merged runner's `main` (`GalleyRunner/Dispatcher/main.swift`).
    package var dispatcherObject: URL { runner.dispatcherObject }
    /// What a merged runner links besides its units (``RunnerArtifacts/objects``).
    package var runnerObjects: [URL] { runner.objects }
    /// The `@Entry` plugin, for `-load-plugin-library`.
    package var pluginLibrary: URL { directory.appendingPathComponent("libEntryMacros.so") }

    /// Flags that make `import SwiftUI` resolve to GalleyUI (`import Combine` to GalleyCombine,
    /// `import UniformTypeIdentifiers` to GalleyUniformTypeIdentifiers, `import StoreKit` to
    /// GalleyStoreKit, `import SwiftData` to GalleySwiftData, `import CoreLocation` to
    /// GalleyCoreLocation, `import MapKit` to GalleyMapKit) and load the `@Entry` plugin.
    /// `SwiftUICore` names GalleyUICore: the `@Entry` expansion spells its keys
    /// `SwiftUICore.EnvironmentKey` as Apple's does, and code may import it; the module itself has
    /// a name of ours, so that it never stands for Apple's framework of that name.
    package var compileFlags: [String] {
        Self.moduleAliases.flatMap { ["-module-alias", "\($0.apple)=\($0.ours)"] } + [
            "-I", directory.path, "-load-plugin-library", pluginLibrary.path,
        ]
    }

    /// The Apple modules the runtime mirrors, each with the module of ours that code importing it
    /// compiles against.
    package static let moduleAliases: [(apple: String, ours: String)] = [
        ("SwiftUI", "GalleyUI"), ("SwiftUICore", "GalleyUICore"), ("Combine", "GalleyCombine"),
        ("UniformTypeIdentifiers", "GalleyUniformTypeIdentifiers"), ("StoreKit", "GalleyStoreKit"),
        ("SwiftData", "GalleySwiftData"), ("CoreLocation", "GalleyCoreLocation"), ("MapKit", "GalleyMapKit"),
    ]

    /// Flags needed in addition when linking an executable.
    package var linkFlags: [String] {
        [
            "-L", directory.path, "-lGalleyMapKit", "-lGalleyCoreLocation", "-lGalleySwiftData", "-lGalleyStoreKit",
            "-lGalleyUI", "-lGalleyCombine", "-lGalleyUniformTypeIdentifiers",
            "-lGalleyUICore",
            "-Xlinker", "-rpath", "-Xlinker", directory.path,
        ]
    }
}

/// The merged runner's parts, compiled from `Sources/GalleyRunner/`: with a runtime, in its folder;
/// without one, in a folder of their own (``RuntimeBuilder/buildRunner()``).
package struct RunnerArtifacts: Sendable, Hashable {
    package var directory: URL

    static let dispatcherObjectName = "GalleyDispatcher.o"
    static let forkServerObjectName = "GalleyForkServer.o"
    static let systemObjectName = "GalleyRunnerSystem.o"
    static let lineBufferObjectName = "GalleyLineBuffer.o"

    /// The runner's `main` (`Dispatcher/main.swift`).
    package var dispatcherObject: URL { directory.appendingPathComponent(Self.dispatcherObjectName) }
    /// What a merged runner links besides its units: the dispatcher, the serving mode
    /// (`ForkServer/`), its C calls and the line-buffering constructor.
    package var objects: [URL] {
        [Self.dispatcherObjectName, Self.forkServerObjectName, Self.systemObjectName, Self.lineBufferObjectName]
            .map { directory.appendingPathComponent($0) }
    }
    /// The constructor that makes standard output line-buffered (`CGalleyRunner/galley_line_buffer.c`),
    /// linked into every `run` unit built alone, as into the runner.
    package var lineBufferObject: URL { directory.appendingPathComponent(Self.lineBufferObjectName) }
}
