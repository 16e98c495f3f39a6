import Foundation
import GalleyCore

/// Builds the runtime that snippets compile against, GalleyUICore, GalleyCombine,
/// GalleyUniformTypeIdentifiers, GalleyUI and the `@Entry` plugin (which also holds `@Model`),
/// with plain `swiftc` into a content-addressed cache directory; and, on demand, the modules that
/// mirror Apple frameworks other than SwiftUI (``RuntimeArtifacts/mirrors``: StoreKit, SwiftData,
/// Core Location and MapKit).
///
/// The cache key hashes every runtime source file, the compiler version and the flags, so an
/// unchanged runtime is built once and a changed one never reuses stale artifacts. Each build
/// goes to a temporary directory that is renamed into place only when complete.
///
/// A mirror is built the first time a session imports it, into the same folder, and only then:
/// most sites import none, and each would otherwise pay for all of them in every cold cache
/// (about a second of compiler time) and load them in every program it runs.
package struct RuntimeBuilder: Sendable {
    package var toolchain: Toolchain
    /// The `Sources` folder that holds `GalleyUICore/`, `GalleyCombine/`, `GalleyUniformTypeIdentifiers/`,
    /// `GalleyUI/`, the mirrors' folders (`GalleyStoreKit/`, `GalleySwiftData/`, `GalleyCoreLocation/`,
    /// `GalleyMapKit/`), `EntryMacros/` and `GalleyRunner/` (the merged runner's dispatcher and fork
    /// server).
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
    ///
    /// `imports` are the Apple modules the session's snippets import: each mirror among them (and
    /// the mirrors it needs) is built too, and linked into the session's programs.
    package func build(mirroring imports: Set<String> = []) throws(DiagnosticError) -> RuntimeArtifacts {
        let key = try fingerprint()
        let directory = cacheDirectory.appendingPathComponent(
            "runtime-\(key.prefix(16))", isDirectory: true)
        var artifacts = RuntimeArtifacts(directory: directory, fingerprint: key)
        if !FileManager.default.fileExists(atPath: artifacts.stamp.path) {
            try makeFolder(cacheDirectory)
            try FileLock.withLock(cacheDirectory.appendingPathComponent(".runtime-\(key.prefix(16)).lock")) {
                () throws(DiagnosticError) in
                if FileManager.default.fileExists(atPath: artifacts.stamp.path) { return }
                try install(key: key, in: directory)
            }
        }
        artifacts.mirrors = RuntimeArtifacts.mirrors(needing: imports)
        for mirror in artifacts.mirrors { try install(mirror, key: key, in: directory) }
        return artifacts
    }

    /// Creates `folder` (the cache, or a build's staging folder) with its parents.
    private func makeFolder(_ folder: URL) throws(DiagnosticError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("runtime.cache", at: nil, "cannot create '\(folder.path)': \(error)"))
        }
    }

    /// Builds `mirror` into the built runtime `directory` unless it is there: in a staging folder
    /// of its own, whose files are moved in before the mirror's stamp, so a session that sees the
    /// stamp finds every file, and one killed midway leaves nothing another session would use.
    private func install(_ mirror: RuntimeArtifacts.Mirror, key: String, in directory: URL) throws(DiagnosticError) {
        let stamp = RuntimeArtifacts.stamp(of: mirror, in: directory)
        if FileManager.default.fileExists(atPath: stamp.path) { return }
        let name = "\(key.prefix(16))-\(mirror.module)"
        try FileLock.withLock(cacheDirectory.appendingPathComponent(".runtime-\(name).lock")) {
            () throws(DiagnosticError) in
            if FileManager.default.fileExists(atPath: stamp.path) { return }
            let staging = cacheDirectory.appendingPathComponent(".runtime-\(name)-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: staging) }
            try makeFolder(staging)
            try compileLibrary(
                mirror.module, dependencies: mirror.dependencies, into: staging, searching: [directory],
                plugin: directory.appendingPathComponent("libEntryMacros.so").path)
            do {
                for file in try FileManager.default.contentsOfDirectory(atPath: staging.path) {
                    let target = directory.appendingPathComponent(file)
                    try? FileManager.default.removeItem(at: target)
                    try FileManager.default.moveItem(at: staging.appendingPathComponent(file), to: target)
                }
            } catch {
                throw DiagnosticError(.error("runtime.cache", at: nil, "cannot install \(mirror.module): \(error)"))
            }
            _ = FileManager.default.createFile(atPath: stamp.path, contents: Data(key.utf8))
        }
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
        try makeFolder(cacheDirectory)
        try FileLock.withLock(cacheDirectory.appendingPathComponent(".runner-\(key.prefix(16)).lock")) {
            () throws(DiagnosticError) in
            if FileManager.default.fileExists(atPath: stamp.path) { return }
            let staging = cacheDirectory.appendingPathComponent(".runner-\(key.prefix(16))-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: staging) }
            try makeFolder(staging)
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
        try makeFolder(staging)
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
        ]
        for (module, dependencies) in libraries {
            try compileLibrary(module, dependencies: dependencies, into: staging, searching: [], plugin: plugin)
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

    /// Compiles the runtime library `module` into `folder`, finding the modules it depends on
    /// there and in `searching`.
    private func compileLibrary(
        _ module: String, dependencies: [String], into folder: URL, searching: [URL], plugin: String
    ) throws(DiagnosticError) {
        let paths = ([folder] + searching).flatMap { ["-I", $0.path, "-L", $0.path] }
        try compile(
            module,
            [
                "-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
            ] + Self.wholeModuleFlags + [
                // The runtime's modules share `package` declarations (the evaluator).
                "-package-name", "GalleyRuntime",
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                "-load-plugin-library", plugin,
                // `$ORIGIN`: the libraries find each other wherever the cache is restored.
                "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                "-o", folder.appendingPathComponent("lib\(module).so").path,
            ] + paths + dependencies.map { "-l" + $0 })
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
        try makeFolder(modules)
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
    /// The mirrors built for this session and linked into its programs. Which ones are here never
    /// changes an outcome (a unit that imports a mirror gets it), so it is no part of a cache key.
    package var mirrors: [Mirror] = []

    /// A module of ours that mirrors an Apple framework other than SwiftUI, built only for
    /// sessions that import it.
    package struct Mirror: Sendable, Hashable {
        /// The framework's name, which snippets import.
        package var apple: String
        /// Our module, which the import reaches.
        package var module: String
        /// The runtime's modules it links against (the core's, or other mirrors', listed first).
        package var dependencies: [String]
    }

    /// The mirrors, each after those it depends on.
    package static let allMirrors = [
        Mirror(apple: "StoreKit", module: "GalleyStoreKit", dependencies: ["GalleyUICore"]),
        Mirror(
            apple: "SwiftData", module: "GalleySwiftData",
            dependencies: ["GalleyUI", "GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers"]),
        Mirror(apple: "CoreLocation", module: "GalleyCoreLocation", dependencies: []),
        // MapKit re-exports Core Location, as Apple's does.
        Mirror(
            apple: "MapKit", module: "GalleyMapKit", dependencies: ["GalleyCoreLocation", "GalleyUI", "GalleyUICore"]),
    ]

    /// The mirrors that code importing `imports` needs, with those they depend on, in build order.
    package static func mirrors(needing imports: Set<String>) -> [Mirror] {
        var wanted = Set(allMirrors.filter { imports.contains($0.apple) }.map(\.module))
        for mirror in allMirrors.reversed() where wanted.contains(mirror.module) {
            wanted.formUnion(mirror.dependencies)
        }
        return allMirrors.filter { wanted.contains($0.module) }
    }

    /// The Apple modules among the mirrors that `text` (Swift source) imports: `import StoreKit`,
    /// `@preconcurrency import SwiftData`, `import struct MapKit.MKCoordinateRegion`, … .
    ///
    /// Every verify reads every block, so the bytes are scanned once, and only a line that starts
    /// with `import` or an attribute is split into words.
    package static func mirrorsImported(by text: String) -> Set<String> {
        var found: Set<String> = []
        var lines: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var first = start
                while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
                    first += 1
                }
                let line = UnsafeBufferPointer(rebasing: bytes[first..<end])
                if let head = line.first, head == UInt8(ascii: "i") || head == UInt8(ascii: "@"),
                    mirrorNames.contains(where: { name in Self.contains(name, in: line) })
                {
                    lines.append(String(decoding: line, as: UTF8.self))
                }
                start = end + 1
            }
        }
        for line in lines {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, importKinds.contains(String(kind)) { words = words.dropFirst() }
            guard let module = words.first?.split(separator: ".").first else { continue }
            if let mirror = allMirrors.first(where: { $0.apple == module }) { found.insert(mirror.apple) }
        }
        return found
    }

    private static let mirrorNames = allMirrors.map { Array($0.apple.utf8) }

    /// Whether `bytes` holds `name` somewhere.
    private static func contains(_ name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= name.count else { return false }
        for start in 0...(bytes.count - name.count) where bytes[start] == name[0] {
            if name.indices.allSatisfy({ bytes[start + $0] == name[$0] }) { return true }
        }
        return false
    }

    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The file whose presence says that `mirror` is built in the runtime `directory`.
    static func stamp(of mirror: Mirror, in directory: URL) -> URL {
        directory.appendingPathComponent("\(mirror.module).stamp")
    }

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
    /// GalleyStoreKit, `import SwiftData` to GalleySwiftData) and load the `@Entry` plugin.
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
    package static let moduleAliases: [(apple: String, ours: String)] =
        [
            ("SwiftUI", "GalleyUI"), ("SwiftUICore", "GalleyUICore"), ("Combine", "GalleyCombine"),
            ("UniformTypeIdentifiers", "GalleyUniformTypeIdentifiers"),
        ] + allMirrors.map { ($0.apple, $0.module) }

    /// Flags needed in addition when linking an executable: the session's mirrors before the
    /// libraries they depend on.
    package var linkFlags: [String] {
        ["-L", directory.path] + mirrors.reversed().map { "-l" + $0.module }
            + [
                "-lGalleyUI", "-lGalleyCombine", "-lGalleyUniformTypeIdentifiers", "-lGalleyUICore",
                "-Xlinker", "-rpath", "-Xlinker", directory.path,
            ]
    }

    /// The runtime's modules this session's snippets can reach, for their symbols' summaries.
    package var modules: [String] { Self.coreModules + mirrors.map(\.module) }

    /// The modules every runtime build holds.
    package static let coreModules = ["GalleyUICore", "GalleyUI", "GalleyCombine", "GalleyUniformTypeIdentifiers"]
    /// Every module of ours that snippets can reach, whether or not a session built it.
    package static var allModules: [String] { coreModules + allMirrors.map(\.module) }
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
