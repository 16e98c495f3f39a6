import Foundation
import Testing

@testable import GalleySite

@Suite struct TranslationScaffoldTests {
    static let source = """
        ---
        title: "Colours"
        summary: "Read *colours* from the environment."
        date: 2026-11-02
        order: 3
        tags: [colour, environment]
        ---

        Views read `colours` from the **environment**, like this one.

        ## Steps

        1. Declare the value.
        2. Read it.

        ```swift title=Accent.swift
        let accent = "red"
        print(accent.count)
        ```

        ```output
        3
        ```

        > A quoted note.

        """

    @Test func scaffoldParsesPairsKeepsSnippetsAndNeedsTranslation() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", Self.source)
        let (before, _) = fixture.load()
        let source = try #require(before?.catalog.articles.first { $0.contentPath == "en/colours.md" })
        try fixture.write("hr/boje.md", TranslationScaffold(source: source).text)

        let (project, diagnostics) = fixture.load()
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        let catalog = try #require(project?.catalog)
        // A scaffold is read and paired, but not published until its placeholders are gone.
        #expect(!catalog.articles.contains { $0.contentPath == "hr/boje.md" })
        let scaffold = try #require(catalog.everything.first { $0.contentPath == "hr/boje.md" })
        #expect(catalog.complete.translation(of: source, in: "hr")?.contentPath == "hr/boje.md")
        #expect(scaffold.metadata.translationKey == "colours")
        #expect(scaffold.metadata.title == "TODO(translate): Colours")
        #expect(scaffold.metadata.date == source.metadata.date)
        #expect(scaffold.metadata.order == 3)
        #expect(scaffold.metadata.tags == ["colour", "environment"])
        let blocks = { (article: SourceArticle) in
            SnippetProofs.fencedBlocks(of: article).map { [$0.info, $0.code] }
        }
        #expect(blocks(scaffold) == blocks(source))

        let entry = try #require(
            TranslationReport(catalog: catalog, config: project!.config).entry(
                forTranslation: "hr/boje.md"))
        #expect(entry.status == .upToDate)
        #expect(entry.divergences.isEmpty)
        #expect(
            entry.findings == [
                "in progress: 6 placeholders left, not published", "up to date",
                "needs translation: 4 paragraphs, title, summary",
            ])
    }

    @Test func markersQuoteTheSourceAndKeepHeadingsAndListShape() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", Self.source)
        let (project, _) = fixture.load()
        let source = try #require(project?.catalog.articles.first { $0.contentPath == "en/colours.md" })
        let body = TranslationScaffold(source: source).body
        #expect(
            body == [
                "TODO(translate): Views read colours from the environment, like this…",
                "## Steps",
                "1. TODO(translate): Declare the value.\n2. TODO(translate): Read it.",
                "```swift title=Accent.swift\nlet accent = \"red\"\nprint(accent.count)\n```",
                "```output\n3\n```",
                "TODO(translate): A quoted note.",
            ])
    }

    @Test(arguments: [
        ("a*b_c", "a\\*b\\_c"), ("<tag> & [x]", "\\<tag\\> \\& \\[x\\]"), ("plain", "plain"),
    ])
    func markerTextIsEscaped(text: String, expected: String) {
        #expect(TranslationScaffold.escaped(text) == expected)
    }
}
