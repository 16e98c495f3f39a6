import Foundation
import Testing

@testable import GalleySite
@testable import GalleyTranslations

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
            article.blocks.blocks.map { [$0.info, $0.code] }
        }
        #expect(blocks(scaffold) == blocks(source))

        let entry = try #require(
            TranslationReport(catalog: catalog, config: project!.config).entry(
                forTranslation: "hr/boje.md"))
        #expect(entry.status == .upToDate)
        #expect(entry.divergences.isEmpty)
        #expect(
            entry.findings == [
                "in progress, not published: 7 placeholders left (4 paragraphs, title, summary)"
            ])
    }

    @Test func markersGoWhereProseStartsAndEverythingElseStays() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", Self.source)
        let (project, _) = fixture.load()
        let source = try #require(project?.catalog.articles.first { $0.contentPath == "en/colours.md" })
        let body = TranslationScaffold(source: source).body
        #expect(
            body == [
                "TODO(translate): Views read `colours` from the **environment**, like this one.",
                "## TODO(translate): Steps",
                "1. TODO(translate): Declare the value.\n2. TODO(translate): Read it.",
                "```swift title=Accent.swift\nlet accent = \"red\"\nprint(accent.count)\n```",
                "```output\n3\n```",
                "> TODO(translate): A quoted note.",
            ])
    }

    static let structured = """
        ---
        title: "Tables"
        ---

        Read [the guide](entry-macro.md#defaults) and call `view.environment(\\.accent, .red)`,
        then see <https://example.org>.

        | info string | what it proves |
        | --- | :-: |
        | `swift` | The block type-checks. |
        | `swift run` | It runs; a \\| pipe and `a|b` stay. |
        |  | `code only` |

        - One point with [a link](other.md "Title").

          ```swift
          let nested = 1
          ```

        - Second point.
          Continued.

        """

    @Test func tablesKeepTheirShapeLinksTheirTargetsAndCodeStaysVerbatim() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/tables.md", Self.structured)
        let (project, _) = fixture.load()
        let source = try #require(project?.catalog.articles.first { $0.contentPath == "en/tables.md" })
        let body = TranslationScaffold(source: source).body
        #expect(
            body == [
                "TODO(translate): Read [the guide](entry-macro.md#defaults) and call `view.environment(\\.accent, .red)`,\nthen see <https://example.org>.",
                "| TODO(translate): info string | TODO(translate): what it proves |\n| --- | :-: |\n| `swift` | TODO(translate): The block type-checks. |\n| `swift run` | TODO(translate): It runs; a \\| pipe and `a|b` stay. |\n|  | `code only` |",
                "- TODO(translate): One point with [a link](other.md \"Title\").\n\n  ```swift\n  let nested = 1\n  ```\n\n- TODO(translate): Second point.\n  Continued.",
            ])
        // The scaffold parses to the same structure: the table keeps its rows and columns, and
        // every marker is found where the build and `galley translations` look for it.
        try fixture.write("hr/tablice.md", TranslationScaffold(source: source).text)
        let (after, _) = fixture.load()
        let scaffold = try #require(after?.catalog.everything.first { $0.contentPath == "hr/tablice.md" })
        func shape(_ article: SourceArticle) -> [String] {
            article.document.nodes.compactMap { node -> String? in
                switch node.kind {
                case .table, .tableRow, .tableCell, .list, .item, .paragraph, .link, .code, .codeBlock:
                    return "\(node.kind)"
                default: return nil
                }
            }
        }
        #expect(shape(scaffold) == shape(source))
        // Title, paragraph, four prose cells (two headers, two rows), two list items.
        #expect(TranslationMarker.locations(in: scaffold).count == 1 + 1 + 4 + 2)
    }

    /// A tutorial's scaffold keeps `layout: tutorial`, so its steps load as steps.
    @Test func aTutorialsScaffoldIsATutorial() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        let tutorial = Self.source.replacingOccurrences(
            of: "order: 3\n", with: "order: 3\nlayout: tutorial\n")
        try fixture.write("en/colours.md", tutorial)
        let (before, _) = fixture.load()
        let source = try #require(before?.catalog.articles.first { $0.contentPath == "en/colours.md" })
        #expect(source.metadata.isTutorial)
        let text = TranslationScaffold(source: source).text
        #expect(text.contains("\nlayout: tutorial\n"))
        try fixture.write("hr/boje.md", text)
        let (project, _) = fixture.load()
        let scaffold = try #require(project?.catalog.everything.first { $0.contentPath == "hr/boje.md" })
        #expect(scaffold.metadata.isTutorial)
    }
}
