import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// A locale the project ships no interface strings for, added end to end: first the build says
/// which strings are missing and which file to create; once the file exists, the locale is a
/// full member of the site.
@Suite struct ThirdLocaleTests {
    @Test func germanIsRefusedUntilItsStringsExistThenBuildsEverywhere() async throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write(
            "site.yml",
            """
            title: Test Guides
            baseURL: https://example.org
            defaultLocale: en
            locales:
              - code: en
                label: English
              - code: hr
                label: Hrvatski
              - code: de
                label: Deutsch
                title: Testanleitungen

            """)
        try FileManager.default.createDirectory(
            at: fixture.content.appendingPathComponent("de"), withIntermediateDirectories: true)
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.write(
            "de/farben.md",
            TranslationFixture.croatian.replacingOccurrences(of: "title: \"Boje\"", with: "title: \"Farben\"")
                .replacingOccurrences(of: "Pogledi čitaju boje iz okruženja.", with: "Ansichten lesen Farben."))
        let output = fixture.root.appendingPathComponent("_site")
        let builder = SiteBuilder(options: BuildOptions(root: fixture.root, output: output, verify: false))

        let refused = await builder.build()
        #expect(!refused.succeeded)
        let error = try #require(refused.diagnostics.errors.first { $0.id == "i18n.missing-file" })
        #expect(error.location?.description.hasSuffix("Templates/i18n/de.yml:1:1") == true)
        #expect(error.summary.contains("locale 'de' has no interface strings; create "))
        let english = try String(
            contentsOf: fixture.root.appendingPathComponent("Templates/i18n/en.yml"), encoding: .utf8)
        let missing = try #require(error.notes.first?.message)
        for key in ["nav.home", "nav.languages", "search.placeholder", "compare.lines", "translation.notTranslated"] {
            #expect(missing.contains(key), "\(missing)")
        }
        #expect(error.notes.last?.message.hasSuffix("need the forms 'de' uses: one, other") == true)
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is published")

        // The translator creates the file the error named.
        let german = english.replacingOccurrences(
            of: "  placeholder: Search the guides…\n", with: "  placeholder: Anleitungen durchsuchen…\n"
        )
        .replacingOccurrences(of: "  languages: Languages\n", with: "  languages: Sprachen\n")
        #expect(german != english)
        try german.write(
            to: fixture.root.appendingPathComponent("Templates/i18n/de.yml"), atomically: true, encoding: .utf8)
        let built = await builder.build()
        #expect(built.succeeded, "\(built.diagnostics.errors)")
        func page(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        let index = try page("de/index.html")
        #expect(index.contains("lang=\"de\""))
        #expect(index.contains("Anleitungen durchsuchen…"))
        #expect(index.contains("/de/farben/"))
        #expect(try page("de/feed.xml").contains("/de/farben/"))
        #expect(try page("de/search.json").contains("Farben"))
        let article = try page("de/farben/index.html")
        #expect(article.contains("Ansichten lesen Farben."))
        #expect(article.contains("Sprachen"))
        let source = try page("en/colours/index.html")
        #expect(source.contains("hreflang=\"de\" href=\"https://example.org/de/farben/\""))
        #expect(source.contains("Deutsch"), "the switcher lists the new locale")
        #expect(try page("sitemap.xml").contains("hreflang=\"de\""))
    }
}
