import Foundation
import GalleyHovers
import Testing

@testable import GalleySnippets

/// A unit's hovers as its outcome stores them: every hover comes back as it went in, each
/// symbol is kept once, and a damaged table reads as none rather than as wrong hovers.
@Suite struct HoverTableTests {
    static let hovers = [
        Hover(offset: 4, length: 5, kind: "var.local", declaration: "let scale: Double", type: "Double"),
        Hover(offset: 20, length: 4, kind: "struct", declaration: "struct Text", summary: "A view.", module: "SwiftUI"),
        Hover(
            offset: 40, length: 5, kind: "var.local", declaration: "let scale: Double", type: "Double",
            declarationOffset: 4),
        Hover(offset: 50, length: 4, kind: "struct", declaration: "struct Text", summary: "A view.", module: "SwiftUI"),
        Hover(offset: 60, length: 1, kind: "var.local", declaration: "let a: String", type: ""),
    ]

    @Test func roundTripsThroughTheCacheForm() throws {
        let table = HoverTable(Self.hovers)
        #expect(table.hovers == Self.hovers)
        let decoded = try JSONDecoder().decode(HoverTable.self, from: JSONEncoder().encode(table))
        #expect(decoded.hovers == Self.hovers)
        #expect(decoded == table)
        #expect(decoded.digest == table.digest)
    }

    @Test func keepsEachSymbolOnce() throws {
        let json = try JSONEncoder().encode(HoverTable(Self.hovers))
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.components(separatedBy: "struct Text").count == 2)
    }

    @Test func digestTellsAnEmptyPartFromAMissingOne() {
        var changed = Self.hovers
        changed[4].type = nil
        #expect(HoverTable(changed).digest != HoverTable(Self.hovers).digest)
    }

    @Test(arguments: [
        "1\u{1F}+struct\u{1F}+struct Text\u{1F}-\u{1F}-\u{1F}-\u{1F}0,4,1,-1",
        "1\u{1F}+struct\u{1F}+struct Text\u{1F}-\u{1F}-\u{1F}-\u{1F}0,4,0",
        "1\u{1F}+struct\u{1F}+struct Text\u{1F}-\u{1F}-\u{1F}0,4,0,-1",
        "1\u{1F}-\u{1F}+struct Text\u{1F}-\u{1F}-\u{1F}-\u{1F}0,4,0,-1",
        "1\u{1F}+struct\u{1F}+struct Text\u{1F}-\u{1F}-\u{1F}-\u{1F}-1,4,0,-1",
        "1\u{1F}+struct\u{1F}+struct Text\u{1F}-\u{1F}-\u{1F}-\u{1F}0,4,x,-1",
    ])
    func readsADamagedTableAsNone(text: String) throws {
        let json = try JSONEncoder().encode(["t": text, "d": "0"])
        let table = try JSONDecoder().decode(HoverTable.self, from: json)
        #expect(table.hovers.isEmpty)
    }

    @Test func aSeparatorInAPartDoesNotBreakTheTable() {
        let odd = [Hover(offset: 0, length: 1, kind: "var.local", declaration: "let a\u{1F}b: Int")]
        #expect(HoverTable(odd).hovers.first?.declaration == "let a b: Int")
    }
}
