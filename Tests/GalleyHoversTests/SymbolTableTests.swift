import Foundation
import Testing

@testable import GalleyHovers

/// The symbol table answers for every USR it holds, and for none it does not, whether its file
/// was written in order or not.
@Suite struct SymbolTableTests {
    /// USRs that sort differently by bytes and by String comparison would, with prefixes of one
    /// another, and a summary-less entry.
    static let entries: [String: SymbolTable.Entry] = [
        "s:7SwiftUI4ViewP": .init(declaration: "protocol View", summary: "A piece of UI.", module: "GalleyUI"),
        "s:7SwiftUI4ViewP4bodyQrvp": .init(
            declaration: "var body: Self.Body { get }", summary: nil, module: "GalleyUI"),
        "s:Si": .init(declaration: "struct Int", summary: "A signed integer.", module: "Swift"),
        "s:SS": .init(declaration: "struct String", summary: nil, module: "Swift"),
        "c:@F@strlen": .init(
            declaration: "func strlen(_: UnsafePointer<CChar>!) -> Int", summary: nil, module: "Glibc"),
        "s:Sa": .init(declaration: "struct Array<Element>", summary: "An ordered collection.", module: "Swift"),
    ]

    @Test func everyEntryIsFoundAndNothingElse() {
        let table = SymbolTable(Self.entries)
        #expect(table.count == Self.entries.count)
        for (usr, entry) in Self.entries { #expect(table[usr] == entry, "\(usr)") }
        for absent in ["", "s:7SwiftUI4View", "s:7SwiftUI4ViewP4bodyQrvpX", "s:S", "z", "a"] {
            #expect(table[absent] == nil, "\(absent)")
        }
    }

    @Test func aWrittenTableReadsBackTheSame() {
        let text = SymbolTable(Self.entries).serialized()
        let table = SymbolTable(parsing: text)
        for (usr, entry) in Self.entries { #expect(table[usr] == entry) }
        #expect(table.serialized() == text)
    }

    @Test func linesOutOfOrderOrMalformedAreHandled() {
        let text = """
            s:Si\tSwift\tstruct Int\tA signed integer.
            not a symbol line
            c:@F@strlen\tGlibc\tfunc strlen()\t
            s:SS\tSwift\tstruct String
            s:Sa\tSwift\tstruct Array<Element>\t
            s:Si\tSwift\tstruct Int\tThe later line wins.
            """
        let table = SymbolTable(parsing: text)
        #expect(table.count == 3)
        #expect(table["s:Si"]?.summary == "The later line wins.")
        #expect(table["c:@F@strlen"] == .init(declaration: "func strlen()", summary: nil, module: "Glibc"))
        #expect(table["s:Sa"]?.declaration == "struct Array<Element>")
        #expect(table["s:SS"] == nil)
    }

    /// Sessions that share a cache and start together extract each module's table once: the
    /// others wait for the one extracting and read what it stored. A session that imports one
    /// more module extracts only that one, and a module the extractor cannot load is asked once.
    /// A stand-in toolchain counts the extractions and is slow enough for every load to start
    /// before the first one ends.
    @Test func eachModulesTableIsExtractedOnceForEverySession() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-symbols-lock-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("extractions.log")
        try Self.script(
            at: bin.appendingPathComponent("swiftc"),
            #"echo '{"target": {"triple": "x86_64-unknown-linux-gnu"}}'"#)
        // Writes one symbol of the module it is asked for into the output folder it is given;
        // fails for `Missing`, as for a module it cannot load.
        try Self.script(
            at: bin.appendingPathComponent("swift-symbolgraph-extract"),
            """
            module=$2; output=$6
            echo "$module" >> '\(log.path)'
            sleep 0.3
            [ "$module" = Missing ] && exit 1
            printf '{"symbols": [{"identifier": {"precise": "s:%s"}, "declarationFragments": [{"spelling": "struct %s"}]}]}' \
              "$module" "$module" > "$output/$module.symbols.json"
            """)
        let swiftc = bin.appendingPathComponent("swiftc").path
        let load = { @Sendable (modules: [String]) throws -> SymbolTable in
            try SymbolTable.load(modules: modules, swiftc: swiftc, searchPaths: []) {
                folder.appendingPathComponent("cache/\($0).tsv")
            }
        }
        let tables = try await withThrowingTaskGroup(of: SymbolTable.self) { group in
            for _ in 0..<4 { group.addTask { try load(["Alpha", "Beta"]) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var extractions: [Substring] { (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? [] }
        #expect(extractions == ["Alpha", "Beta"])
        #expect(tables.count == 4)
        for table in tables {
            #expect(table.count == 2)
            #expect(table["s:Alpha"] == .init(declaration: "struct Alpha", summary: nil, module: "Alpha"))
            #expect(table["s:Beta"]?.declaration == "struct Beta")
        }

        for _ in 0..<2 {
            let wider = try load(["Alpha", "Missing", "Beta", "Gamma"])
            #expect(wider.count == 3)
            #expect(wider["s:Gamma"]?.module == "Gamma")
            #expect(wider["s:Alpha"]?.module == "Alpha")
        }
        #expect(extractions == ["Alpha", "Beta", "Missing", "Gamma"])
        #expect(throws: HoverError.self) { try load(["Missing"]) }
    }

    /// Of two modules' tables that hold the same USR, the first module's answers, as when both
    /// were one table extracted in that order.
    @Test func combinedTablesAnswerInTheirOrder() {
        let first = SymbolTable(["s:Si": .init(declaration: "struct Int", summary: "First.", module: "Swift")])
        let second = SymbolTable([
            "s:Si": .init(declaration: "struct Int", summary: "Second.", module: "Other"),
            "s:SS": .init(declaration: "struct String", summary: nil, module: "Other"),
        ])
        let table = SymbolTable(combining: [first, second])
        #expect(table["s:Si"]?.summary == "First.")
        #expect(table["s:SS"]?.declaration == "struct String")
        #expect(table["s:Sa"] == nil)
        #expect(table.count == 3)
    }

    private static func script(at file: URL, _ body: String) throws {
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
}
