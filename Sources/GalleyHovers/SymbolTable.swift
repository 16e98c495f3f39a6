import Foundation
import GalleyToolchain

/// What the modules snippets import declare, by USR: each public declaration as the compiler
/// prints it, the first paragraph of its doc comment, and its module.
///
/// Built once per runtime from the toolchain's `swift-symbolgraph-extract` (the modules'
/// public symbols as JSON, whose identifiers are the USRs the index records), then kept as one
/// tab-separated file beside the runtime, which a session reads in a few milliseconds. A
/// symbol graph prints a generic member as it is declared (`func map<T, E>(_ transform:
/// (Self.Element) throws(E) -> T) …`), not as it is used.
package struct SymbolTable: Sendable {
    package struct Entry: Sendable, Hashable {
        package var declaration: String
        package var summary: String?
        package var module: String
    }

    private var entries: [String: Entry]

    package init(_ entries: [String: Entry] = [:]) { self.entries = entries }

    package subscript(usr: String) -> Entry? { entries[usr] }
    package var count: Int { entries.count }

    /// The modules a snippet reaches without a package: the standard library's, Foundation's,
    /// and GalleyUI's.
    package static let standardModules = [
        "Swift", "_Concurrency", "_StringProcessing", "Observation", "Dispatch", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "GalleyUICore", "GalleyUI", "GalleyCombine",
        "GalleyUniformTypeIdentifiers",
    ]

    /// The table stored at `file`, or, when there is none, the one extracted from `modules`
    /// (found on `searchPaths` and the toolchain's own) and stored there for the next session.
    /// A module the extractor cannot load is left out.
    package static func load(
        file: URL, swiftc: String, searchPaths: [String], modules: [String] = standardModules
    ) throws(HoverError) -> SymbolTable {
        if let text = try? String(contentsOf: file, encoding: .utf8) { return SymbolTable(parsing: text) }
        let table = try extract(swiftc: swiftc, searchPaths: searchPaths, modules: modules)
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(UUID().uuidString).tmp")
        if (try? Data(table.serialized().utf8).write(to: temporary)) != nil {
            // Another session may have stored the same table first; either copy is whole.
            if (try? FileManager.default.moveItem(at: temporary, to: file)) == nil {
                try? FileManager.default.removeItem(at: temporary)
            }
        }
        return table
    }

    /// One line per symbol: USR, module, declaration, summary, separated by tabs.
    func serialized() -> String {
        entries.keys.sorted().map { usr in
            let entry = entries[usr]!
            return [usr, entry.module, entry.declaration, entry.summary ?? ""].joined(separator: "\t")
        }.joined(separator: "\n")
    }

    init(parsing text: String) {
        var entries: [String: Entry] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            entries[String(fields[0])] = Entry(
                declaration: String(fields[2]), summary: fields[3].isEmpty ? nil : String(fields[3]),
                module: String(fields[1]))
        }
        self.entries = entries
    }

    private static func extract(swiftc: String, searchPaths: [String], modules: [String]) throws(HoverError)
        -> SymbolTable
    {
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let extractor = bin.appendingPathComponent("swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: extractor) else {
            throw .unavailable(extractor, "not found beside swiftc")
        }
        let triple = try targetTriple(swiftc: swiftc)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-symbols-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var entries: [String: Entry] = [:]
        for module in modules {
            let output = folder.appendingPathComponent(module, isDirectory: true)
            try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let arguments =
                [
                    "-module-name", module, "-target", triple, "-output-dir", output.path, "-minimum-access-level",
                    "public", "-skip-synthesized-members",
                ] + searchPaths.flatMap { ["-I", $0] }
            guard (try? ProcessResult.run(executable: extractor, arguments: arguments))?.status == 0 else { continue }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            for name in files.sorted() where name.hasSuffix(".symbols.json") {
                // `GalleyUI@Swift.symbols.json` holds what GalleyUI declares in extensions of Swift's types.
                let declaring = String(name.prefix { $0 != "@" && $0 != "." })
                guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(name).path),
                    let graph = try? JSONDecoder().decode(Graph.self, from: data)
                else { continue }
                for symbol in graph.symbols where entries[symbol.identifier.precise] == nil {
                    let declaration = DeclarationText.clean(
                        symbol.declarationFragments.map(\.spelling).joined().replacingOccurrences(of: "\n", with: " "))
                    let comment = symbol.docComment?.lines.map(\.text).joined(separator: "\n")
                    entries[symbol.identifier.precise] = Entry(
                        declaration: declaration.replacingOccurrences(of: "\t", with: " "),
                        summary: DeclarationText.summary(comment)?.replacingOccurrences(of: "\t", with: " "),
                        module: declaring)
                }
            }
        }
        guard !entries.isEmpty else { throw .request("swift-symbolgraph-extract found none of \(modules)") }
        return SymbolTable(entries)
    }

    private static func targetTriple(swiftc: String) throws(HoverError) -> String {
        struct Info: Decodable {
            struct Target: Decodable { var triple: String }
            var target: Target
        }
        guard let answer = try? ProcessResult.runDriver(executable: swiftc, arguments: ["-print-target-info"]),
            answer.status == 0, let info = try? JSONDecoder().decode(Info.self, from: Data(answer.stdout.utf8))
        else { throw .unavailable(swiftc, "'-print-target-info' gave no target triple") }
        return info.target.triple
    }

    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Identifier: Decodable { var precise: String }
            struct Fragment: Decodable { var spelling: String }
            struct Comment: Decodable {
                struct Line: Decodable { var text: String }
                var lines: [Line]
            }
            var identifier: Identifier
            var declarationFragments: [Fragment]
            var docComment: Comment?
        }
        var symbols: [Symbol]
    }
}
