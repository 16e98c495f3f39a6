import Foundation
import GalleyCore
import GalleyHovers
import GalleyToolchain
import Synchronization

/// Reads compiler hovers from the index a compilation wrote: the verifier's own compilations
/// write one (``SnippetCompiler`` adds `-index-store-path` for units that want hovers), so a
/// unit's hovers cost no compilation of their own.
final class HoverReader: Sendable {
    private let compiler: SnippetCompiler
    private let profile: VerificationProfile
    private let builder = Mutex<HoverBuilder??>(nil)
    private let folder: URL

    init(compiler: SnippetCompiler, scratch: URL, profile: VerificationProfile) {
        self.compiler = compiler
        self.profile = profile
        folder = scratch.appendingPathComponent("index", isDirectory: true)
    }

    /// Starts reading the symbol table now, on a thread of the shared pool, so the first
    /// compilation to finish does not wait for it: reading it takes about a quarter of a second,
    /// which a session's compilations outlast.
    func prepare() {
        DispatchQueue.global(qos: .userInitiated).async { _ = self.hoverBuilder() }
    }

    /// A new, empty folder for one compilation's index store.
    func newStore() -> URL { folder.appendingPathComponent(UUID().uuidString, isDirectory: true) }

    /// One file a compilation compiled, and how its lines map to its unit's.
    struct Compiled {
        var file: URL
        var unit: CompilationUnit
        /// The text compiled, when it is not the unit's own (a wrapped unit); `nil` when it is.
        var wrapped: GeneratedSource?
        var fileScope: FileScope?
    }

    /// The hovers of each file in `files`, from the index in `store` (which is then removed);
    /// `nil` for a file the index says nothing of, or when it cannot be read.
    func hovers(store: URL, files: [Compiled], module: String) -> [HoverTable?] {
        defer { try? FileManager.default.removeItem(at: store) }
        return profile.time("hovers, read from the index") {
            guard let builder = hoverBuilder(),
                let occurrences = try? IndexStore.occurrences(
                    store: store, library: IndexStore.library(swiftc: compiler.toolchain.swiftc))
            else { return Array(repeating: nil, count: files.count) }
            let byFile = Dictionary(grouping: occurrences, by: \.file)
            return files.map { compiled -> HoverTable? in
                guard let found = byFile[compiled.file.path] else { return nil }
                let unit = UnitLines(compiled.unit)
                let wrapped = compiled.wrapped != nil
                let hovers = builder.hovers(
                    occurrences: found, text: unit.text, module: module,
                    isWrapper: { wrapped && EntryWrapper.isEntryFunction($0) }
                ) { line, column in
                    guard let wrapped = compiled.wrapped else { return unit.offset(ofLine: line, column: column) }
                    guard let origin = wrapped.origin(ofLine: line) else { return nil }
                    return unit.offset(of: origin, column: compiled.fileScope?.column(column, at: origin) ?? column)
                }
                return HoverTable(hovers)
            }
        }
    }

    /// The hovers of batch `members`, compiled (wrapped) as `files`, from the index in `store`;
    /// none without one.
    func hovers(of members: [BatchChecker.Member], files: [URL], store: URL?, module: String) -> [HoverTable?] {
        guard let store else { return Array(repeating: nil, count: members.count) }
        return hovers(
            store: store,
            files: zip(members, files).map { member, file in
                Compiled(file: file, unit: member.job.unit, wrapped: member.wrapped, fileScope: member.fileScope)
            }, module: module)
    }

    /// The builder, with the symbol table of the modules snippets import: read (or built, once
    /// per module, and kept in the cache) on first use; `nil` when the toolchain cannot make it.
    private func hoverBuilder() -> HoverBuilder? {
        builder.withLock { known in
            if let known { return known }
            let made: HoverBuilder? = profile.time("hovers, symbol table") {
                // Beside the runtime, so that whatever shares the runtime shares them; without
                // one, where every site's sessions find them.
                guard let home = compiler.runtime?.directory ?? compiler.memo,
                    let toolchain = Toolchain.identity(of: compiler.toolchain.swiftc)
                else { return nil }
                let table = try? SymbolTable.load(
                    modules: SymbolTable.standardModules + (compiler.runtime?.modules ?? []),
                    swiftc: compiler.toolchain.swiftc,
                    searchPaths: [compiler.runtime?.directory.path].compactMap { $0 }
                ) { module in home.appendingPathComponent(SymbolTable.fileName(toolchain: toolchain, module: module)) }
                return table.map(HoverBuilder.init(symbols:))
            }
            known = .some(made)
            return made
        }
    }
}

/// A unit's text, and where each of its lines starts, for placing what the index found.
struct UnitLines {
    let text: String
    private let starts: [Int]
    private let lineOf: [GeneratedSource.Origin: Int]

    init(_ unit: CompilationUnit) {
        let source = unit.source
        text = source.text
        var starts: [Int] = []
        var offset = 0
        var lineOf: [GeneratedSource.Origin: Int] = [:]
        for (index, line) in source.lines.enumerated() {
            starts.append(offset)
            offset += line.utf8.count + 1
            if let origin = source.origin(ofLine: index + 1) { lineOf[origin] = index + 1 }
        }
        self.starts = starts
        self.lineOf = lineOf
    }

    /// The byte offset of a 1-based line and column of the text.
    func offset(ofLine line: Int, column: Int) -> Int? {
        line >= 1 && line <= starts.count ? starts[line - 1] + column - 1 : nil
    }

    /// The byte offset of a column of the line that came from `origin`.
    func offset(of origin: GeneratedSource.Origin, column: Int) -> Int? {
        lineOf[origin].flatMap { offset(ofLine: $0, column: column) }
    }
}
