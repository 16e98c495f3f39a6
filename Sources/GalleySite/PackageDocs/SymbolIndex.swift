import Foundation
import GalleyCore
import GalleyToolchain

/// The public symbols of a package's modules, as the toolchain's `swift-symbolgraph-extract`
/// lists them from the built modules: what a symbol link may name.
///
/// Extracted once per build of the package (the cache folder is named by the package's
/// fingerprint), and kept as the list of paths, which is all that links need.
struct SymbolIndex: Sendable, Codable {
    /// Every symbol's path, its module first: `["Tally", "Tally", "record(_:)"]`.
    var paths: [[String]]
    var modules: [String]

    /// The symbols of `modules`, built in `package`, from the cache when this build's are there.
    static func extract(
        modules: [String], package: PackageArtifacts, toolchain: Toolchain, cacheDirectory: URL
    ) throws(DiagnosticError) -> SymbolIndex {
        let key = SHA256.hex("galley-symbols-1\u{1F}\(package.fingerprint)\u{1F}\(modules.joined(separator: ","))")
        let file = cacheDirectory.appendingPathComponent("symbols/\(key.prefix(32)).json")
        if let data = try? Data(contentsOf: file), let known = try? JSONDecoder().decode(Self.self, from: data) {
            return known
        }
        let bin = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("galley-symbols-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let triple = try targetTriple(toolchain)
        for module in modules {
            let arguments = [
                "-module-name", module, "-target", triple, "-I", package.modulesDirectory.path,
                "-minimum-access-level", "public", "-output-dir", output.path,
            ]
            let tool = bin.appendingPathComponent("swift-symbolgraph-extract").path
            let result = try ProcessResult.run(executable: tool, arguments: arguments)
            guard result.status == 0 else {
                throw DiagnosticError(
                    .warning(
                        "docc.symbols", at: nil,
                        "symbol links were not checked: swift-symbolgraph-extract failed for module '\(module)'",
                        notes: (result.stderr + result.stdout).split(separator: "\n").suffix(6).map {
                            Diagnostic.Note(message: String($0))
                        }))
            }
        }
        let index = SymbolIndex(paths: paths(in: output), modules: modules)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(index) { try? data.write(to: file, options: .atomic) }
        return index
    }

    /// The paths of every symbol graph in `folder`. `Tally.symbols.json` holds the module's own
    /// symbols; `Tally@Swift.symbols.json` its extensions of another module's types, which
    /// DocC places under that module's name (`Tally/Swift/Int/percent`).
    private static func paths(in folder: URL) -> [[String]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var paths: [[String]] = []
        for name in names.sorted() where name.hasSuffix(".symbols.json") {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let graph = try? JSONDecoder().decode(Graph.self, from: data)
            else { continue }
            let stem = name.dropLast(".symbols.json".count).split(separator: "@").map(String.init)
            let prefix = stem.count == 2 ? [graph.module.name, stem[1]] : [graph.module.name]
            paths += graph.symbols.map { prefix + $0.pathComponents }
        }
        return paths
    }

    private static func targetTriple(_ toolchain: Toolchain) throws(DiagnosticError) -> String {
        let result = try ProcessResult.runDriver(executable: toolchain.swiftc, arguments: ["-print-target-info"])
        guard result.status == 0,
            let info = try? JSONDecoder().decode(TargetInfo.self, from: Data(result.stdout.utf8))
        else {
            throw DiagnosticError(
                .warning("docc.symbols", at: nil, "symbol links were not checked: the compiler gave no target"))
        }
        return info.target.triple
    }

    private struct Graph: Decodable {
        struct Module: Decodable { var name: String }
        struct Symbol: Decodable { var pathComponents: [String] }
        var module: Module
        var symbols: [Symbol]
    }

    private struct TargetInfo: Decodable {
        struct Target: Decodable { var triple: String }
        var target: Target
    }
}
