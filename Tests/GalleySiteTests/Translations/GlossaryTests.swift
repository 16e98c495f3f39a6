import Foundation
import GalleyCore
import GalleyTranslations
import Testing

@testable import GalleySite

@Suite struct GlossaryTests {
    static let glossary = """
        view:
          term: pogled
          avoid: [prikaz, prikaza]
          note: "Never 'prikaz' for a view."
        container:
          term: spremnik
          avoid: ["kontejner*"]
        macro expansion:
          term: ekspanzija makroa
          avoid: ["proširenje makroa"]

        """

    func parsed(_ text: String = glossary) throws -> Glossary {
        var diagnostics = Diagnostics()
        let glossary = Glossary.parse(text, locale: "hr", file: "Content/hr/glossary.yml", into: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        return try #require(glossary)
    }

    /// Writes `body` as the Croatian page and returns the glossary's findings in it.
    func findings(in body: String, asErrors: Bool = false) throws -> [Diagnostic] {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", "---\ntitle: \"Boje\"\ntranslationKey: colours\n---\n\n" + body)
        let (project, _) = fixture.load()
        let article = try #require(project?.catalog.complete.everything.first { $0.contentPath == "hr/boje.md" })
        return GlossaryCheck.findings(in: article, glossary: try parsed(), asErrors: asErrors)
    }

    @Test func avoidedVariantInProseIsAWarningAtItsLocationWithTheTerm() throws {
        let found = try findings(in: "Svaki prikaz čita okruženje.\n\nDrugi red: kontejnerima i Prikaza.\n")
        #expect(found.map { "\($0.location!.line):\($0.location!.column)" } == ["6:7", "8:12", "8:27"])
        #expect(found.allSatisfy { $0.severity == .warning && $0.id == "glossary.avoided-term" })
        #expect(found[0].summary == "'prikaz' is not the glossary's term for 'view'; use 'pogled'")
        #expect(found[0].notes.map(\.message) == ["'prikaz' is avoided here", "Never 'prikaz' for a view."])
        #expect(found[1].summary.hasSuffix("use 'spremnik'"))
        #expect(found[2].summary.hasPrefix("'Prikaza' is not"))
    }

    @Test func columnsCountUTF8Bytes() throws {
        // "Čitaj " is 7 bytes (Č takes two), so the variant starts at byte 8.
        let found = try findings(in: "Čitaj prikaz.\n")
        #expect(found.map { $0.location!.column } == [8])
    }

    @Test func codeLinksAndCommentsAreNotProse() throws {
        let body = """
            Riječ `prikaz` u kôdu, [pogled](prikaz.md) i <!-- prikaz --> nisu tekst.

            ```swift
            let prikaz = 1 // kontejner
            ```

                let kontejner = 2

            """
        #expect(try findings(in: body).isEmpty)
    }

    @Test func phrasesAndPrefixesMatchWholeWordsOnly() throws {
        let found = try findings(
            in: "Proširenje makroa je dugo; proširenje tipa nije; prikazati smije; prikazivanje smije.\n")
        #expect(found.count == 1)
        #expect(found.first?.summary.hasSuffix("use 'ekspanzija makroa'") == true)
    }

    @Test func titleAndSummaryAreChecked() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("hr/boje.md", "---\ntitle: \"Prikaz boja\"\nsummary: Bez kontejnera.\n---\n\nTekst.\n")
        let (project, _) = fixture.load()
        let article = try #require(project?.catalog.everything.first { $0.contentPath == "hr/boje.md" })
        let found = GlossaryCheck.findings(in: article, glossary: try parsed())
        #expect(found.map { "\($0.location!.line):\($0.location!.column)" } == ["2:9", "3:14"])
    }

    @Test func findingsBecomeErrorsWhenAsked() throws {
        #expect(try findings(in: "Jedan prikaz.\n", asErrors: true).map(\.severity) == [.error])
    }

    @Test(arguments: [
        ("view:\n  avoid: [prikaz]\n", "glossary.missing-key", "1:1"),
        ("view:\n  term: pogled\n  avoid: [pogled]\n", "glossary.avoids-itself", "1:1"),
        ("view:\n  term: pogled\n  avoid: [\"a*b\"]\n", "glossary.bad-variant", "3:11"),
        ("view:\n  term: pogled\n  avoid: 3\n", "glossary.type", "3:10"),
        ("- view\n", "glossary.not-mapping", "1:1"),
    ])
    func badGlossariesAreLocatedErrors(text: String, id: String, location: String) {
        var diagnostics = Diagnostics()
        let glossary = Glossary.parse(text, locale: "hr", file: "g.yml", into: &diagnostics)
        #expect(glossary == nil)
        let error = diagnostics.errors.first { $0.id == id }
        #expect(error.map { "\($0.location!.line):\($0.location!.column)" } == location, "\(diagnostics.all)")
    }

    /// The shipped Croatian glossary parses and carries the site's decided terms.
    @Test func croatianGlossaryHoldsTheDecidedTerms() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content/hr/glossary.yml")
        let glossary = try parsed(try String(contentsOf: url, encoding: .utf8))
        let terms = Dictionary(uniqueKeysWithValues: glossary.terms.map { ($0.source, $0) })
        #expect(terms["view"]?.target == "pogled")
        #expect(terms["view"]?.avoid.contains("prikaz") == true)
        #expect(terms["container"]?.target == "spremnik")
        #expect(terms["macro expansion"]?.target == "ekspanzija makroa")
        #expect(terms["code"]?.target == "kôd")
        #expect(terms["update"]?.target == "ažuriranje")
        #expect(terms["accessor"]?.target == "pristupnik")
    }
}
