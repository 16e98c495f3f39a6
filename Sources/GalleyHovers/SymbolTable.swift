import Foundation
import GalleyToolchain

/// What the modules snippets import declare, by USR: each public declaration as the compiler
/// prints it, the first paragraph of its doc comment, and its module.
///
/// Built once per module from the toolchain's `swift-symbolgraph-extract` (a module's public
/// symbols as JSON, whose identifiers are the USRs the index records), then kept as one
/// tab-separated file per module in the cache, sorted by the USRs' bytes. A session asks it for a few
/// hundred of its tens of thousands of symbols, so it is searched where it lies (the lines'
/// starts found in one pass, a USR by binary search) rather than parsed into a dictionary of
/// every symbol (`Benchmarks/results-verify-repeated-names.md` has the cost of each). A symbol
/// graph prints a generic member as it is declared (`func map<T, E>(_ transform: (Self.Element)
/// throws(E) -> T) …`), not as it is used.
package struct SymbolTable: Sendable {
    package struct Entry: Sendable, Hashable {
        package var declaration: String
        package var summary: String?
        package var module: String
    }

    /// The tables searched in turn, one per module: the first that holds a USR answers, as the
    /// first module to declare a symbol does.
    private let parts: [Part]

    package init(_ entries: [String: Entry] = [:]) { self.init(parsing: Self.serialized(entries)) }

    /// The table in `text`; a line without four fields is left out, and lines out of order (a
    /// file not written by `serialized`) are put in order.
    init(parsing text: String) { parts = [Part(parsing: text)] }

    /// One table of every symbol of `tables`, searched in their order.
    package init(combining tables: [SymbolTable]) { parts = tables.flatMap(\.parts) }

    package subscript(usr: String) -> Entry? {
        let key = Array(usr.utf8)
        for part in parts {
            if let entry = part[key] { return entry }
        }
        return nil
    }

    package var count: Int { parts.reduce(0) { $0 + $1.lines.count } }

    /// The modules a snippet reaches without a package or a runtime: the standard library's and
    /// Foundation's (FoundationNetworking too, which GalleyUI re-exports). A session with a
    /// runtime adds the runtime's modules it built.
    package static let standardModules = [
        "Swift", "_Concurrency", "_StringProcessing", "Observation", "Dispatch", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    ]

    /// The file name of a module's table: it says which toolchain made it, of which module, and
    /// in which format (3: one module per file, lines in the USRs' byte order), so neither
    /// another toolchain nor another galley reads it.
    package static func fileName(toolchain: String, module: String) -> String {
        "hover-symbols-3-\(toolchain)-\(module).tsv"
    }

    /// The table of `modules` (found on `searchPaths` and the toolchain's own), made of one
    /// table per module: each is read from `file(module)`, or, when it is not there, extracted
    /// and stored there for the next session. A module the extractor cannot load has an empty
    /// table, stored too, so no session asks again.
    ///
    /// One table per module, not one per list, so that sessions importing different modules
    /// (a site that adds a framework) extract only what no session extracted before.
    /// Extracting a module takes up to seconds of CPU, and sessions that share a cache often start
    /// together (CI shards, a test suite), so one of them extracts it under a lock beside its
    /// file while the others wait and then read what it stored.
    package static func load(
        modules: [String], swiftc: String, searchPaths: [String], file: (_ module: String) -> URL
    ) throws(HoverError) -> SymbolTable {
        // Asked of the driver only by a session that extracts, not by one that waited and read.
        var triple: String?
        func target() throws(HoverError) -> String {
            if let triple { return triple }
            let found = try targetTriple(swiftc: swiftc)
            triple = found
            return found
        }
        var tables: [SymbolTable] = []
        for module in modules {
            let file = file(module)
            if let table = stored(at: file) {
                tables.append(table)
                continue
            }
            let extract = { () throws(HoverError) -> SymbolTable in
                try extractAndStore(
                    file: file, swiftc: swiftc, triple: target(), searchPaths: searchPaths, module: module)
            }
            let folder = file.deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let lock = folder.appendingPathComponent(".\(file.lastPathComponent).lock")
            let locked: Result<SymbolTable, HoverError>? = try? FileLock.withLock(lock) {
                if let table = stored(at: file) { return .success(table) }
                return Result(catching: extract)
            }
            // A folder where no lock can be made still gets its table, extracted without one.
            if let locked { tables.append(try locked.get()) } else { tables.append(try extract()) }
        }
        let table = SymbolTable(combining: tables)
        guard table.count > 0 else { throw .request("swift-symbolgraph-extract found none of \(modules)") }
        return table
    }

    private static func stored(at file: URL) -> SymbolTable? {
        (try? String(contentsOf: file, encoding: .utf8)).map(SymbolTable.init(parsing:))
    }

    private static func extractAndStore(
        file: URL, swiftc: String, triple: String, searchPaths: [String], module: String
    ) throws(HoverError) -> SymbolTable {
        let table = try extract(swiftc: swiftc, triple: triple, searchPaths: searchPaths, module: module)
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(UUID().uuidString).tmp")
        if (try? Data(table.serialized().utf8).write(to: temporary)) != nil {
            // Another session may have stored the same table first; either copy is whole.
            if (try? FileManager.default.moveItem(at: temporary, to: file)) == nil {
                try? FileManager.default.removeItem(at: temporary)
            }
        }
        return table
    }

    /// One line per symbol: USR, module, declaration, summary, separated by tabs, in the order of
    /// the USRs' bytes (the order the subscript searches).
    static func serialized(_ entries: [String: Entry]) -> String {
        entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { usr in
            let entry = entries[usr]!
            return [usr, entry.module, entry.declaration, entry.summary ?? ""].joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// The text of a table read or extracted as one (not combined).
    func serialized() -> String { parts.map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n") }
}

/// One table's text, and where its lines are.
private struct Part: Sendable {
    typealias Entry = SymbolTable.Entry

    /// One line per symbol, USR, module, declaration and summary separated by tabs.
    let bytes: [UInt8]
    /// Where each well-formed line starts, and where its USR ends, in the order of the USRs' bytes.
    let lines: [(start: Int32, tab: Int32)]

    subscript(key: [UInt8]) -> Entry? {
        bytes.withUnsafeBufferPointer { text -> Entry? in
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.compare(Self.usr(lines[middle], in: text), key[...])
                if order == 0 { return entry(at: middle, in: text) }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    init(parsing text: String) {
        bytes = Array(text.utf8)
        var lines: [(start: Int32, tab: Int32)] = []
        var ordered = true
        bytes.withUnsafeBufferPointer { text in
            var start = 0
            while start < text.count {
                var end = start
                var tabs = 0
                var firstTab = -1
                while end < text.count, text[end] != UInt8(ascii: "\n") {
                    if text[end] == UInt8(ascii: "\t") {
                        if tabs == 0 { firstTab = end }
                        tabs += 1
                    }
                    end += 1
                }
                if tabs == 3 {
                    let line = (start: Int32(start), tab: Int32(firstTab))
                    if let last = lines.last, Self.compare(Self.usr(last, in: text), Self.usr(line, in: text)) >= 0 {
                        ordered = false
                    }
                    lines.append(line)
                }
                start = end + 1
            }
            if !ordered {
                // A stable sort, so of equal USRs the last line stays last and is kept, as a
                // dictionary would keep it.
                lines = lines.enumerated().sorted {
                    let order = Self.compare(Self.usr($0.element, in: text), Self.usr($1.element, in: text))
                    return order != 0 ? order < 0 : $0.offset < $1.offset
                }.map(\.element)
                var unique: [(start: Int32, tab: Int32)] = []
                for line in lines {
                    if let last = unique.last, Self.compare(Self.usr(last, in: text), Self.usr(line, in: text)) == 0 {
                        unique.removeLast()
                    }
                    unique.append(line)
                }
                lines = unique
            }
        }
        self.lines = lines
    }

    /// The entry of the `index`th line.
    private func entry(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Entry {
        let line = lines[index]
        var end = Int(line.tab) + 1
        while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
        let fields = text[(Int(line.tab) + 1)..<end].split(
            separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        let summary = fields[2]
        return Entry(
            declaration: String(decoding: fields[1], as: UTF8.self),
            summary: summary.isEmpty ? nil : String(decoding: summary, as: UTF8.self),
            module: String(decoding: fields[0], as: UTF8.self))
    }

    /// The USR of `line`: its bytes before the first tab.
    private static func usr(
        _ line: (start: Int32, tab: Int32), in text: UnsafeBufferPointer<UInt8>
    ) -> Slice<UnsafeBufferPointer<UInt8>> {
        text[Int(line.start)..<Int(line.tab)]
    }

    /// The byte order of `first` against `second`: negative, zero or positive.
    private static func compare(_ first: some Collection<UInt8>, _ second: some Collection<UInt8>) -> Int {
        var other = second.makeIterator()
        for byte in first {
            guard let against = other.next() else { return 1 }
            if byte != against { return byte < against ? -1 : 1 }
        }
        return other.next() == nil ? 0 : -1
    }

}

extension SymbolTable {
    /// The symbols of `module`; none when the extractor cannot load it.
    private static func extract(
        swiftc: String, triple: String, searchPaths: [String], module: String
    ) throws(HoverError) -> SymbolTable {
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let extractor = bin.appendingPathComponent("swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: extractor) else {
            throw .unavailable(extractor, "not found beside swiftc")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-symbols-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var entries: [String: Entry] = [:]
        let output = folder.appendingPathComponent(module, isDirectory: true)
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let arguments =
            [
                "-module-name", module, "-target", triple, "-output-dir", output.path, "-minimum-access-level",
                "public", "-skip-synthesized-members",
            ] + searchPaths.flatMap { ["-I", $0] }
        guard (try? ProcessResult.run(executable: extractor, arguments: arguments))?.status == 0 else {
            return SymbolTable()
        }
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
