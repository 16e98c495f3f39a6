import GalleyCore
import Testing

@testable import GalleySnippets

/// Buffer names as Swift 6.3's `-dump-macro-expansions` prints them for files of one module.
@Suite struct MacroAttributionTests {
    static let wind = "@__swiftmacro_12GalleyUICore17EnvironmentValuesV7SnippetE8windUnit5EntryfMp_.swift"
    /// A buffer that names no declaration of the unit, only its file's discriminator
    /// (`Snippet` + `e.swift`): the default value of the key `@Entry` generated.
    static let windKey =
        "@__swiftmacro_12GalleyUICore17EnvironmentValuesV7SnippetE14__Key_windUnit33_0ABDE7DAA9F7FC7BA48237CB2FAB904ALLV12defaultValue014__EntryDefaultQ0fMa_.swift"
    static let model = "@__swiftmacro_7Snippet5ModelC5count18ObservationTrackedfMa_.swift"

    static func unit(_ names: Set<String>, file: String) -> MacroAttribution.Unit {
        MacroAttribution.Unit(
            declared: names, discriminator: MacroAttribution.discriminator(module: "Snippet", fileName: file))
    }

    @Test(arguments: [
        ("", "D41D8CD98F00B204E9800998ECF8427E"),
        ("abc", "900150983CD24FB0D6963F7D28E17F72"),
        ("Snippeta.swift", "F2A29FE4CA0095A2F549A8E54EDA36C6"),
        (String(repeating: "0123456789", count: 13), "A328D4ED33E094ACB4F9835D4719C34C"),
    ])
    func md5MatchesKnownDigests(message: String, digest: String) {
        #expect(MD5.hex(Array(message.utf8)) == digest)
    }

    @Test func demangledNamesSpellTheDeclarationNotTheProse() throws {
        let words = try #require(MacroAttribution.demangledWords(Self.model))
        #expect(words.isSuperset(of: ["count", "Model", "ObservationTracked"]))
        #expect(words.isDisjoint(with: ["accessor", "macro", "of", "in", "Snippet"]))
        #expect(MacroAttribution.demangledWords("@__swiftmacro_garbage.swift") == nil)
        #expect(MacroAttribution.demangledWords("not a buffer") == nil)
    }

    @Test func aBufferBelongsToTheOnlyUnitThatDeclaresANameItSpells() {
        let units = [Self.unit(["Model"], file: "a.swift"), Self.unit(["windUnit", "WindUnit"], file: "b.swift")]
        #expect(MacroAttribution.owner(of: Self.model, among: units) == 0)
        #expect(MacroAttribution.owner(of: Self.wind, among: units) == 1)
    }

    @Test func aBufferThatOnlyADiscriminatorNamesBelongsToThatFile() {
        let units = [Self.unit(["Model"], file: "a.swift"), Self.unit(["WindUnit"], file: "e.swift")]
        #expect(MacroAttribution.owner(of: Self.windKey, among: units) == 1)
        let renamed = [Self.unit(["Model"], file: "a.swift"), Self.unit(["WindUnit"], file: "f.swift")]
        #expect(MacroAttribution.owner(of: Self.windKey, among: renamed) == nil)
    }

    @Test func anAmbiguousBufferHasNoOwner() {
        let both = [Self.unit(["Model"], file: "a.swift"), Self.unit(["count"], file: "b.swift")]
        #expect(MacroAttribution.owner(of: Self.model, among: both) == nil)
        let neither = [Self.unit(["Store"], file: "a.swift"), Self.unit(["Shelf"], file: "b.swift")]
        #expect(MacroAttribution.owner(of: Self.model, among: neither) == nil)
    }
}
