import Testing

@testable import GalleySnippets

/// One parse of a unit's main file serves wrapping, the inventory and the declarations-only
/// test, and reads that file as ``CompilationUnit/source`` does, output markers included.
@Suite struct ParsedUnitTests {
    static let file = "Content/en/a.md"

    static func units(_ markdown: String) -> [CompilationUnit] {
        let blocks = FencedBlockScanner.scan(markdown: markdown, file: file)
        return ArticlePlan(article: ArticleBlocks(file: file, blocks: blocks)).units
    }

    @Test func aGroupsOutputMarkersAreInItsInventoryAndMakeItMoreThanDeclarations() throws {
        let group = try #require(
            Self.units(
                "```swift run group=g\nstruct Card {}\n```\n\n```swift run group=g\nfunc deal() {}\n```\n"
            ).first)
        #expect(group.hasOutputMarkers)
        let parsed = ParsedUnit(group)
        // The blocks alone are declarations; the markers between them are `print` calls.
        #expect(!parsed.declaresOnly)
        let inventory = try #require(UnitInventory(parsed))
        #expect(inventory.mentioned.contains("print"))
        #expect(inventory.declared == ["Card", "deal"])
        // The wrapper puts markers of its own into the entry function.
        let wrapped = try #require(EntryWrapper.wrap(parsed, symbol: "galley_x"))
        #expect(wrapped.text.contains("galley-block-1"))
    }

    @Test func aSingleBlockReadsAsItsSource() throws {
        let unit = try #require(Self.units("```swift\nstruct Card {}\nextension Card: Equatable {}\n```\n").first)
        let parsed = ParsedUnit(unit)
        #expect(parsed.plain.text == unit.source.text)
        #expect(parsed.declaresOnly)
        let inventory = try #require(UnitInventory(parsed))
        #expect(!inventory.mentioned.contains("print"))
        #expect(inventory.declared == ["Card", "Equatable"])
        let statements = try #require(Self.units("```swift\nstruct Card {}\nprint(Card())\n```\n").first)
        #expect(!ParsedUnit(statements).declaresOnly)
    }

    @Test func aParseMadeAheadServesOnlyItsOwnUnit() throws {
        let unit = try #require(Self.units("```swift\nstruct Card {}\n```\n").first)
        let ahead = ParsedUnits()
        ahead.parse([unit])
        #expect(ahead.parse(of: unit).unit == unit)
        // The same block edited keeps its id; its parse is made anew, never taken from the old text.
        let edited = try #require(Self.units("```swift\nstruct Deck {}\n```\n").first)
        #expect(edited.id == unit.id)
        #expect(try #require(UnitInventory(ahead.parse(of: edited))).declared == ["Deck"])
    }

    @Test func withoutTheParserAUnitIsNeitherWrappedNorBatched() throws {
        let unit = try #require(Self.units("```swift run\nstruct Card {}\nprint(Card())\n```\n").first)
        let parsed = ParsedUnit(unit, parse: { _ in nil })
        #expect(parsed.syntax == nil)
        #expect(!parsed.declaresOnly)
        #expect(UnitInventory(parsed) == nil)
        guard case .failure(.parserUnavailable) = EntryWrapper.attempt(parsed, symbol: "galley_x") else {
            Issue.record("a unit without facts must not be wrapped")
            return
        }
        // With its facts, the same unit is wrapped.
        #expect(EntryWrapper.wrap(ParsedUnit(unit), symbol: "galley_x") != nil)
    }
}
