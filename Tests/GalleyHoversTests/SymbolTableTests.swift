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
}
