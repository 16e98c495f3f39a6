import Foundation
import GalleyHovers
import GalleyToolchain
import Synchronization

/// Runs the real compiler on generated snippet files and counts every invocation.
///
/// "Check" means `-emit-sil`, not just `-typecheck`: definite initialisation and Swift 6's
/// region-based isolation are diagnosed on SIL, and a page about concurrency must not show a
/// snippet as proven when the compiler would reject it. It costs about 20 ms more per snippet.
final class SnippetCompiler: Sendable {
    let toolchain: Toolchain
    let runtime: RuntimeArtifacts?
    let package: PackageArtifacts?
    /// Flags every snippet compilation gets besides its language mode: the runtime's and the package's.
    let flags: [String]
    /// Frontend commands, asked of the driver (or its remembered answer) on first use so a fully
    /// cached session starts no compiler.
    private let templates = Mutex<[String: FrontendTemplate?]>([:])
    /// Where the driver's answers (and the hovers' symbol table) are remembered between
    /// sessions: the runtime's folder, which they are about, else this folder: the runtime cache
    /// every site shares when one is named, or the site's verification cache. What is kept here
    /// is named by the toolchain's identity, so toolchains never read each other's answers.
    let memo: URL?
    /// The folders the flags name, written as placeholders in what is remembered.
    var portableFolders: [(path: String, placeholder: String)] {
        (runtime.map { [($0.directory.path, "$GALLEY_RUNTIME")] } ?? [])
            + (package.map { [($0.modulesDirectory.path, "$GALLEY_PACKAGE")] } ?? [])
    }
    private let count = Mutex(0)

    /// Builds the merged runner's parts when there is no runtime to take them from.
    let runnerBuilder: RuntimeBuilder?

    init(
        toolchain: Toolchain, runtime: RuntimeArtifacts?, package: PackageArtifacts? = nil, memo: URL? = nil,
        runnerBuilder: RuntimeBuilder? = nil
    ) {
        self.runnerBuilder = runnerBuilder
        self.toolchain = toolchain
        self.memo = memo
        self.runtime = runtime
        self.package = package
        flags = (runtime?.compileFlags ?? []) + (package.map { ["-I", $0.modulesDirectory.path] } ?? [])
        identity = Self.identity(toolchain: toolchain, runtime: runtime, package: package, flags: flags)
    }

    /// The flags of one compilation in `languageMode` (`-swift-version`).
    func flags(_ languageMode: Int) -> [String] { ["-swift-version", String(languageMode)] + flags }

    private func template(
        _ action: String, _ languageMode: Int, wholeModule: Bool = false, mainFile: Bool = false
    ) -> FrontendTemplate? {
        let name = TemplateNeed(
            action: action, languageMode: languageMode, wholeModule: wholeModule, mainFile: mainFile
        ).name
        if let known = templates.withLock({ $0[name] }) { return known }
        let library = (action == "-c" && !mainFile) || wholeModule
        let extra = (library ? ["-parse-as-library"] : []) + (wholeModule ? ["-wmo"] : [])
        let made = FrontendTemplate.remembered(
            swiftc: toolchain.swiftc, action: action, flags: flags(languageMode) + extra,
            memo: runtime?.directory ?? memo, portable: portableFolders)
        templates.withLock { $0[name] = made }
        return made
    }

    /// Asks the driver for the frontend commands of `needs` at once, one process each, so no
    /// compilation waits for its own question and no two compilations ask the same one.
    func prepareTemplates(_ needs: Set<TemplateNeed>) async {
        let missing = needs.filter { need in templates.withLock { $0[need.name] == nil } }
        _ = await Concurrently.map(Array(missing), jobs: max(missing.count, 1)) { need in
            self.template(need.action, need.languageMode, wholeModule: need.wholeModule, mainFile: need.mainFile)
        }
    }

    /// One frontend command a session will need: an action in a language mode, for one file or a whole module.
    struct TemplateNeed: Hashable, Sendable {
        var action: String
        var languageMode: Int
        var wholeModule: Bool
        /// A `-c` of a main file (top-level code), rather than of a library file.
        var mainFile = false

        var name: String { "\(action) \(languageMode)\(wholeModule ? " -wmo" : "")\(mainFile ? " main" : "")" }
    }

    /// How many compiler processes this compiler has started.
    var invocations: Int { count.withLock { $0 } }

    /// Text that changes whenever a compilation would: part of every cache key, so it is
    /// computed once rather than for every unit.
    ///
    /// The runtime's folder is named by its fingerprint, never by its path, so a cache copied to
    /// another checkout or another CI runner keeps every entry.
    let identity: String

    private static func identity(
        toolchain: Toolchain, runtime: RuntimeArtifacts?, package: PackageArtifacts?, flags: [String]
    ) -> String {
        var portable = flags
        if let runtime {
            portable = portable.map { $0.replacingOccurrences(of: runtime.directory.path, with: "$RUNTIME") }
        }
        if let package {
            portable = portable.map { $0.replacingOccurrences(of: package.modulesDirectory.path, with: "$PACKAGE") }
        }
        return ([toolchain.versionString, runtime?.fingerprint ?? "no-runtime"] + portable).joined(separator: "\u{1F}")
    }

    /// Type-checks and runs the mandatory SIL diagnostics on a main file.
    ///
    /// `parseAsLibrary` is for units that declare `@main`: their file has no top-level code.
    func check(
        _ file: URL, module: String, languageMode: Int, dumpMacros: Bool, parseAsLibrary: Bool = false,
        index: URL? = nil
    ) -> ProcessResult {
        let dump = (dumpMacros ? ["-dump-macro-expansions"] : []) + (parseAsLibrary ? ["-parse-as-library"] : [])
        if let checkTemplate = template("-emit-sil", languageMode) {
            return frontend(
                checkTemplate.command(
                    input: file.path, module: module, output: "/dev/null", extra: dump + Self.indexFlags(index)))
        }
        return driver(
            ["-emit-sil", file.path, "-module-name", module, "-o", "/dev/null"] + flags(languageMode)
                + dump.flatMap { ["-Xfrontend", $0] })
    }

    /// Checks many library files (no top-level code) as one module in one frontend process
    /// (`-wmo`), with the same SIL diagnostics as ``check(_:module:dumpMacros:)``.
    ///
    /// With `index`, the compiler also writes its index of every file there: a whole-module
    /// compilation indexes one file per output, so it is given one output per file
    /// (`-num-threads 1`, which for SIL changes nothing else).
    func checkBatch(
        _ files: [URL], module: String, languageMode: Int, dumpMacros: Bool = false, index: URL? = nil
    ) -> ProcessResult {
        if let batchTemplate = template("-emit-sil", languageMode, wholeModule: true) {
            var extra = dumpMacros ? ["-dump-macro-expansions"] : []
            if let index {
                extra += ["-num-threads", "1"] + files.dropFirst().flatMap { _ in ["-o", "/dev/null"] }
                extra += files.flatMap { ["-index-unit-output-path", $0.path + ".o"] } + Self.indexFlags(index)
            }
            return frontend(
                batchTemplate.command(inputs: files.map(\.path), module: module, output: "/dev/null", extra: extra))
        }
        return driver(
            ["-emit-sil", "-wmo", "-parse-as-library"] + files.map(\.path)
                + ["-module-name", module, "-o", "/dev/null"] + flags(languageMode)
                + (dumpMacros ? ["-Xfrontend", "-dump-macro-expansions"] : []))
    }

    /// Compiles many library files as one module into one object file per file, in one frontend
    /// process, writing the compiler's index of every file to `index` (a whole-module
    /// compilation indexes one file per output); `nil` when the toolchain gives no frontend
    /// command to extend, and the caller compiles without an index.
    func compileBatch(_ files: [URL], module: String, outputs: [URL], languageMode: Int, index: URL) -> ProcessResult? {
        guard let batchTemplate = template("-c", languageMode, wholeModule: true), outputs.count == files.count,
            let first = outputs.first
        else { return nil }
        let extra =
            ["-num-threads", "1"] + outputs.dropFirst().flatMap { ["-o", $0.path] } + Self.indexFlags(index)
        return frontend(
            batchTemplate.command(inputs: files.map(\.path), module: module, output: first.path, extra: extra))
    }

    /// The flags that make a compilation write its index to `store`, if there is one.
    private static func indexFlags(_ store: URL?) -> [String] { store.map(IndexStore.frontendFlags(store:)) ?? [] }

    /// Compiles many library files as one module into one object file, in one frontend process.
    func compileBatch(_ files: [URL], module: String, output: URL, languageMode: Int) -> ProcessResult {
        if let batchTemplate = template("-c", languageMode, wholeModule: true) {
            return frontend(batchTemplate.command(inputs: files.map(\.path), module: module, output: output.path))
        }
        return driver(
            ["-c", "-wmo", "-parse-as-library"] + files.map(\.path)
                + ["-module-name", module, "-o", output.path] + flags(languageMode))
    }

    /// Type-checks `files` as one module in one frontend process, writing their index (every
    /// identifier's symbol and position, locals included) to `store`, for compiler hovers.
    /// `parseAsLibrary` for files without top-level code; several files are always so.
    func index(_ files: [URL], module: String, languageMode: Int, store: URL, parseAsLibrary: Bool) -> ProcessResult {
        let library = parseAsLibrary || files.count > 1
        if let indexTemplate = template("-typecheck", languageMode, wholeModule: library) {
            // A whole-module compilation indexes one file per output: one output each.
            let outputs =
                files.count > 1
                ? ["-num-threads", "1"]
                    + files.flatMap { ["-o", "/dev/null", "-index-unit-output-path", $0.path + ".o"] }
                : []
            return frontend(
                indexTemplate.command(
                    inputs: files.map(\.path), module: module, output: "/dev/null",
                    extra: outputs + IndexStore.frontendFlags(store: store)))
        }
        return driver(
            ["-typecheck"] + (library ? ["-parse-as-library"] : []) + files.map(\.path) + ["-module-name", module]
                + flags(languageMode) + IndexStore.frontendFlags(store: store) + ["-index-ignore-system-modules"])
    }

    /// Compiles a main file (top-level code) to an object file, in language mode 6: the merged
    /// runner's dispatcher, for a session without a runtime (which holds it compiled).
    func compileMain(_ file: URL, module: String, output: URL) -> ProcessResult {
        driver(["-c", file.path, "-module-name", module, "-o", output.path] + flags(6))
    }

    /// Compiles a program's main file to an object file whose `main` is named `entry`, so it
    /// can be linked beside others and called by name.
    func compileProgram(
        _ file: URL, module: String, entry: String, output: URL, languageMode: Int, dumpMacros: Bool,
        parseAsLibrary: Bool, index: URL? = nil
    ) -> ProcessResult {
        let extra =
            ["-entry-point-function-name", entry] + (dumpMacros ? ["-dump-macro-expansions"] : [])
            + (parseAsLibrary ? ["-parse-as-library"] : [])
        if let programTemplate = template("-c", languageMode, mainFile: true) {
            return frontend(
                programTemplate.command(
                    input: file.path, module: module, output: output.path, extra: extra + Self.indexFlags(index)))
        }
        return driver(
            ["-c", file.path, "-module-name", module, "-o", output.path] + flags(languageMode)
                + extra.flatMap { ["-Xfrontend", $0] })
    }

    /// Compiles a library file (no top-level code) to an object file.
    func compileObject(
        _ file: URL, module: String, output: URL, languageMode: Int, dumpMacros: Bool, index: URL? = nil
    ) -> ProcessResult {
        let dump = dumpMacros ? ["-dump-macro-expansions"] : []
        if let objectTemplate = template("-c", languageMode) {
            return frontend(
                objectTemplate.command(
                    input: file.path, module: module, output: output.path, extra: dump + Self.indexFlags(index)))
        }
        return driver(
            ["-c", file.path, "-parse-as-library", "-module-name", module, "-o", output.path]
                + flags(languageMode)
                + dump.flatMap { ["-Xfrontend", $0] })
    }

    /// Whether `source` imports one of the package's modules: only such units are linked with
    /// its objects, and only their cache keys hold its fingerprint.
    func importsPackage(_ source: String) -> Bool {
        guard let package else { return false }
        return !package.modules.isDisjoint(with: ImportScanner.modules(in: source))
    }

    /// Compiles and links sources and objects into an executable that can find the runtime.
    /// It links with the toolchain's `ld.lld` when it ships one, as the merged runner is linked,
    /// and again with the driver's own linker when `ld.lld` fails, so a problem of that linker
    /// costs time, never a verdict; `driversLinker` goes straight to the driver's own.
    /// With `withPackage`, the package's objects are linked in too, so snippets that import it
    /// run; a unit that does not import it never depends on whether they link. `extra` flags
    /// come last.
    func link(
        _ inputs: [String], module: String, output: URL, languageMode: Int = 6, dumpMacros: Bool = false,
        parseAsLibrary: Bool = false, withPackage: Bool, driversLinker: Bool = false, extra: [String] = []
    ) -> ProcessResult {
        let dump =
            (dumpMacros ? ["-Xfrontend", "-dump-macro-expansions"] : []) + (parseAsLibrary ? ["-parse-as-library"] : [])
        let packageObjects = withPackage ? (package?.objects ?? []) : []
        let arguments =
            inputs + packageObjects + ["-module-name", module, "-o", output.path]
            + flags(languageMode) + (runtime?.linkFlags ?? []) + dump + extra
        let linker = driversLinker ? [] : toolchain.linkerFlags
        if !linker.isEmpty {
            let result = driver(arguments + linker)
            guard result.status != 0, result.stderr.contains("ld.lld") else { return result }
        }
        return driver(arguments)
    }

    /// The runner's line-buffering constructor (`GalleyRunner/CGalleyRunner/galley_line_buffer.c`),
    /// linked into a `run` unit built alone; `nil` when it could not be built, and the unit is then
    /// linked without it.
    var lineBufferedOutputObject: URL? {
        guard let object = runner?.lineBufferObject, FileManager.default.fileExists(atPath: object.path) else {
            return nil
        }
        return object
    }

    /// The merged runner's parts: the runtime's, or (without one) built once into the cache on
    /// first use.
    var runner: RunnerArtifacts? {
        if let runtime { return runtime.runner }
        return builtRunner.withLock { built in
            if let built { return built }
            let made = try? runnerBuilder?.buildRunner()
            built = .some(made)
            return made
        }
    }
    private let builtRunner = Mutex<RunnerArtifacts??>(nil)

    /// Runs a tool of the toolchain other than the driver or the frontend (`command`: its path,
    /// then its arguments), counted as one more invocation.
    func runTool(_ command: [String]) -> ProcessResult {
        run(executable: command[0], arguments: Array(command.dropFirst()))
    }

    private func frontend(_ command: [String]) -> ProcessResult {
        run(executable: command[0], arguments: Array(command.dropFirst()))
    }

    private func driver(_ arguments: [String]) -> ProcessResult {
        run(executable: toolchain.swiftc, arguments: arguments, driver: true)
    }

    private func run(executable: String, arguments: [String], driver: Bool = false) -> ProcessResult {
        count.withLock { $0 += 1 }
        do {
            return try driver
                ? ProcessResult.runDriver(executable: executable, arguments: arguments)
                : ProcessResult.run(executable: executable, arguments: arguments)
        } catch {
            var result = ProcessResult(
                status: -1, stdout: "", stderr: "error: cannot run '\(executable)': \(error)")
            result.launchFailure = "'\(executable)': \(error)"
            return result
        }
    }
}
