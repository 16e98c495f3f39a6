import Foundation
import GalleyCore
import GalleyToolchain

/// How a session links its merged runner: the runtime's runner objects it links (the dispatcher,
/// the fork server and their C calls, from `Sources/GalleyRunner/`), and the link's commands,
/// prepared off the critical path while the units compile.
///
/// The link exports exactly the linked units' symbols (a `--dynamic-list`, which gold and lld
/// both read), as the dispatcher finds each unit by name at run time. It goes through `ld.lld`
/// when the toolchain ships one beside `swiftc`, and runs the driver's two jobs directly
/// (``LinkTemplate``); if those fail, or cannot be planned, the driver links as it always has,
/// with its own linker, so a problem of the fast path costs time, never a verdict.
struct RunnerLink: Sendable {
    let compiler: SnippetCompiler
    /// Where the session's files go: the export list, the extracted library list.
    let scratch: URL
    /// The dispatcher's object; `nil` when the runner's parts could not be built, and units are
    /// then built alone.
    let dispatcher: URL?
    /// What the runner links besides the units: the dispatcher and the runtime's other runner objects.
    let runnerObjects: [URL]
    /// The driver's link jobs, when it planned the two expected ones.
    let template: LinkTemplate?

    static let module = "GalleyRunner"

    /// The symbol of the unit `name` linked as a whole program (its renamed `main`), which the
    /// dispatcher looks for first; a wrapped unit's entry function is `galley_<name>`.
    static func programSymbol(_ name: String) -> String { "galley_program_" + name }

    /// Prepares the link: asks the driver for its jobs (or reads its remembered answer).
    static func prepare(compiler: SnippetCompiler, scratch: URL, profile: VerificationProfile) -> RunnerLink {
        // Without a runtime, the runner's parts are built once into the cache (a few compiles).
        let runner = compiler.runtime != nil ? compiler.runner : profile.time("dispatcher") { compiler.runner }
        let objects = runner?.objects ?? []
        let complete = !objects.isEmpty && objects.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
        let dispatcher = complete ? runner?.dispatcherObject : nil
        let template = LinkTemplate.remembered(
            swiftc: compiler.toolchain.swiftc,
            flags: flags(compiler: compiler, scratch: scratch) + compiler.toolchain.linkerFlags,
            memo: compiler.runtime?.directory ?? compiler.memo,
            portable: compiler.portableFolders + [(scratch.path, "$GALLEY_SCRATCH")])
        return RunnerLink(
            compiler: compiler, scratch: scratch, dispatcher: dispatcher, runnerObjects: complete ? objects : [],
            template: template)
    }

    /// Links `objects`, whose entry symbols are `exports`, into `runner`; false when it fails.
    func link(_ objects: [String], exports: [String], to runner: URL, withPackage: Bool) -> Bool {
        guard dispatcher != nil else { return false }
        let list = "{\n" + exports.map { "  \($0);\n" }.joined() + "};\n"
        guard (try? ScratchFile.write(list, to: exportsFile)) != nil else { return false }
        var inputs = runnerObjects.map(\.path) + objects
        if withPackage { inputs += compiler.package?.objects ?? [] }
        if let template {
            let commands = template.commands(
                inputs: inputs, output: runner.path, list: scratch.appendingPathComponent("galley-runner.autolink").path
            )
            if compiler.runTool(commands.extract).status == 0, compiler.runTool(commands.link).status == 0 {
                return true
            }
            if let memo = template.rememberedIn { try? FileManager.default.removeItem(at: memo) }
        }
        return compiler.link(
            inputs, module: Self.module, output: runner, withPackage: false, driversLinker: true,
            extra: Self.exportFlags(exportsFile)
        ).status == 0
    }

    private var exportsFile: URL { Self.exportsFile(in: scratch) }

    private static func exportsFile(in scratch: URL) -> URL {
        scratch.appendingPathComponent("galley-runner.exports")
    }

    private static func exportFlags(_ file: URL) -> [String] { ["-Xlinker", "--dynamic-list=" + file.path] }

    /// The link's flags besides its inputs and output, as ``SnippetCompiler/link`` passes them.
    private static func flags(compiler: SnippetCompiler, scratch: URL) -> [String] {
        ["-module-name", module] + compiler.flags(6) + (compiler.runtime?.linkFlags ?? [])
            + exportFlags(exportsFile(in: scratch))
    }
}
