import GalleyTranslations
import Testing

@testable import GalleySite

@Suite struct CodeDivergenceTests {
    static let source = """
        // Shows the accent colour.
        struct Badge: View {
            var body: some View {
                Text("New").padding(4).foregroundStyle(.tint)
            }
        }
        let label = "ready: \\(1 + 1)"
        """

    @Test(arguments: [
        ("// Shows the accent colour.", "// Prikazuje boju naglaska."),
        ("Text(\"New\")", "Text(\"Novo\")"),
        ("\"ready: \\(1 + 1)\"", "\"spremno: \\(1 + 1)\""),
        ("    var body", "    /* tijelo */ var body"),
        ("Text(\"New\")", "Text(\"\")"),
    ])
    func translatingCommentsAndStringsIsNotDivergence(old: String, new: String) {
        let translated = Self.source.replacingOccurrences(of: old, with: new)
        #expect(translated != Self.source)
        #expect(CodeDivergence.tokens(of: translated) == CodeDivergence.tokens(of: Self.source))
    }

    @Test(arguments: [
        (".padding(4)", ".padding(8)"),
        (".foregroundStyle(.tint)", ".foregroundColor(.accentColor)"),
        ("struct Badge", "struct Znacka"),
        ("\\(1 + 1)", "\\(2)"),
    ])
    func changingCodeIsDivergence(old: String, new: String) {
        let translated = Self.source.replacingOccurrences(of: old, with: new)
        #expect(translated != Self.source)
        #expect(CodeDivergence.tokens(of: translated) != CodeDivergence.tokens(of: Self.source))
    }

    @Test func reportsTheTranslatedSnippetAndItsFirstDifference() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write(
            "hr/boje.md",
            TranslationFixture.croatian.replacingOccurrences(of: "accent.count", with: "accent.isEmpty"))
        let entry = try #require(try fixture.report().entry(forTranslation: "hr/boje.md"))
        #expect(
            entry.divergences.map(\.description) == [
                "snippet 1 (line 13): code differs from the source beyond comments and strings"
            ])
        #expect(
            entry.divergences.first?.firstDifference
                == "line 16: the source has `count` where the translation has `isEmpty`")
    }

    @Test func translatedCommentsAndStringsInTheFixtureDoNotDiverge() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        #expect(try fixture.report().entry(forTranslation: "hr/boje.md")?.divergences == [])
    }

    @Test func aMissingSnippetIsReportedAsACountMismatch() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        let withoutSnippet = TranslationFixture.croatian.replacingOccurrences(
            of: "```swift\n// naglasak\nlet accent = \"crvena\"\nprint(accent.count)\n```\n", with: "")
        #expect(withoutSnippet != TranslationFixture.croatian)
        try fixture.write("hr/boje.md", withoutSnippet)
        let entry = try #require(try fixture.report().entry(forTranslation: "hr/boje.md"))
        #expect(entry.divergences.map(\.kind) == [.snippetCount(source: 1, translation: 0)])
    }
}
