import Foundation
import GalleyTranslations
import Testing

@testable import GalleySite
@testable import GalleyTranslations

/// A translated tutorial goes stale step by step: the report, the divergence check and the
/// reader's notice name "step N of section M", not the block's position among the snippets.
@Suite struct TutorialTranslationTests {
    static let english = """
        ---
        title: "Counter"
        date: 2026-11-02
        layout: tutorial
        translationKey: counter
        ---

        Build a counter.

        ## Start

        Declare the count.

        ```swift step file=Counter.swift
        let start = 1
        ```

        ## Grow

        Add one.

        ```swift step file=Counter.swift
        let start = 1
        let next = start + 1
        ```

        Print it.

        ```swift step file=Counter.swift
        let start = 1
        let next = start + 2
        ```
        """

    static let croatian = """
        ---
        title: "Brojač"
        date: 2026-11-02
        layout: tutorial
        translationKey: counter
        ---

        Napravite brojač.

        ## Početak

        Deklarirajte broj.

        ```swift step file=Counter.swift
        let start = 1
        ```

        ## Rast

        Dodajte jedan.

        ```swift step file=Counter.swift
        let start = 1
        let next = start + 1
        ```

        Ispišite ga.

        ```swift step file=Counter.swift
        let start = 1
        let next = start + 2
        ```
        """

    func staleFixture() throws -> TranslationFixture {
        let fixture = try TranslationFixture()
        try fixture.write("en/counter.md", Self.english)
        try fixture.write("hr/brojac.md", Self.croatian)
        try fixture.markCurrent("hr/brojac.md")
        try fixture.write(
            "en/counter.md", Self.english.replacingOccurrences(of: "start + 2", with: "start + 3"))
        return fixture
    }

    @Test func reportNamesTheStepThatChanged() throws {
        let fixture = try staleFixture()
        defer { fixture.remove() }
        let entry = try #require(try fixture.report().entry(forTranslation: "hr/brojac.md"))
        guard case .stale(let changes) = entry.status else {
            Issue.record("expected stale, got \(entry.status)")
            return
        }
        #expect(
            changes.map(\.description) == ["step 2 of section 2 (line 29, `swift step file=Counter.swift`) changed"])
    }

    @Test func readersNoticeNamesTheStepInTheirLanguage() async throws {
        let fixture = try staleFixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("out")
        let result = await SiteBuilder(options: BuildOptions(root: fixture.root, output: output, verify: false))
            .build()
        #expect(result.succeeded, "\(result.diagnostics.errors)")
        let page = try String(contentsOf: output.appendingPathComponent("hr/brojac/index.html"), encoding: .utf8)
        #expect(
            page.contains("nakon prevođenja promijenilo se sljedeće: 2. korak 2. odjeljka."), "\(page.prefix(4000))")
    }

    @Test func divergentStepCodeIsNamedByItsStep() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/counter.md", Self.english)
        try fixture.write("hr/brojac.md", Self.croatian.replacingOccurrences(of: "start + 1", with: "start + 5"))
        let (project, _) = fixture.load()
        let loaded = try #require(project)
        let translation = try #require(loaded.catalog.articles.first { $0.contentPath == "hr/brojac.md" })
        let source = try #require(loaded.catalog.translation(of: translation, in: "en"))
        let found = CodeDivergence.find(translation: translation, source: source)
        #expect(
            found.map(\.description) == [
                "step 1 of section 2 (line 22): code differs from the source beyond comments and strings"
            ])
    }
}
