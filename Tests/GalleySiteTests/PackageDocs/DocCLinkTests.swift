import GalleyCore
import Testing

@testable import GalleySite

@Suite struct DocCLinkTests {
    @Test func findsSymbolAndDocumentationLinksWithTheirColumns() {
        let text = "A ``Pantry`` and ``Recipe/scaled(by:)``; see <doc:GettingStarted> or [this](doc:Cooking#Tabs).\n"
        let links = DocCLink.scan(text, shifts: [2], code: [], file: "L.md")
        #expect(links.map(\.destination) == ["Pantry", "Recipe/scaled(by:)", "GettingStarted", "Cooking#Tabs"])
        #expect(links.map(\.kind) == [.symbol, .symbol, .documentation, .documentation])
        #expect(links.map(\.location.column) == [5, 20, 48, 78])
        #expect(links.allSatisfy { $0.location.line == 1 })
    }

    /// Code spans of one or three backticks hold code, never links; lines of code blocks are skipped.
    @Test func codeIsNotLinks() {
        let text = "`<doc:A>` and ```x ``B`` y``` stay code\n``C``\n"
        #expect(DocCLink.scan(text, shifts: [], code: [], file: "L.md").map(\.destination) == ["C"])
        #expect(DocCLink.scan(text, shifts: [], code: [2], file: "L.md").isEmpty)
    }
}
