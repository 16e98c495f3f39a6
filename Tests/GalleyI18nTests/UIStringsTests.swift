import GalleyCore
import Testing

@testable import GalleyI18n

@Suite struct UIStringsTests {
    private let english = """
        nav:
          next: Next
        snippet:
          notVerified: "not verified: {reason}"
        compare:
          lines: {one: "{count} line", other: "{count} lines"}
        """
    private let croatian = """
        nav:
          next: Sljedeće
        snippet:
          notVerified: "nije provjereno: {reason}"
        compare:
          lines:
            one: "{count} redak"
            few: "{count} retka"
            other: "{count} redaka"
        """

    private func load(en: String? = nil, hr: String? = nil) throws(DiagnosticError) -> UIStrings {
        try UIStrings(
            files: [
                .init(locale: "en", path: "Templates/i18n/en.yml", yaml: en ?? english),
                .init(locale: "hr", path: "Templates/i18n/hr.yml", yaml: hr ?? croatian),
            ], defaultLocale: "en")
    }

    private func errors(en: String? = nil, hr: String? = nil) -> [Diagnostic] {
        do {
            _ = try load(en: en, hr: hr)
            Issue.record("expected validation errors")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func looksUpTextAndPlurals() throws {
        let strings = try load()
        #expect(try strings.text("nav.next", locale: "hr") == "Sljedeće")
        #expect(
            try strings.text("snippet.notVerified", locale: "en", arguments: ["reason": "needs macOS"])
                == "not verified: needs macOS")
        #expect(try strings.plural("compare.lines", count: 22, locale: "hr") == "22 retka")
        #expect(try strings.plural("compare.lines", count: 111, locale: "hr") == "111 redaka")
        #expect(try strings.plural("compare.lines", count: 1, locale: "en") == "1 line")
        #expect(strings.warnings.isEmpty)
    }

    @Test func misuseIsReportedWithIds() throws {
        let strings = try load()
        let cases: [(String, () throws -> String)] = [
            ("i18n.unknown-key", { try strings.text("nav.nxet", locale: "en") }),
            ("i18n.unknown-locale", { try strings.text("nav.next", locale: "de") }),
            ("i18n.wrong-kind", { try strings.text("compare.lines", locale: "en") }),
            ("i18n.wrong-kind", { try strings.plural("nav.next", count: 1, locale: "en") }),
            ("i18n.missing-argument", { try strings.text("snippet.notVerified", locale: "en") }),
        ]
        for (id, call) in cases {
            #expect(throws: DiagnosticError.self) { _ = try call() }
            do { _ = try call() } catch let error as DiagnosticError {
                #expect(error.diagnostics.first?.id == id)
            }
        }
        do { _ = try strings.text("nav.nxet", locale: "en") } catch {
            #expect(error.diagnostics.first?.summary.hasSuffix("did you mean 'nav.next'?") == true)
        }
    }

    @Test func missingKeyNamesTheKeyAndTheFileThatLacksIt() throws {
        let hr = croatian.replacingOccurrences(
            of: "  next: Sljedeće\n", with: "  previous: Prethodno\n")
        let found = errors(hr: hr).map { "\($0.location!) \($0.id) \($0.summary)" }
        #expect(
            found == [
                "Templates/i18n/hr.yml:1:1 i18n.missing-key key 'nav.next' is missing from Templates/i18n/hr.yml",
                "Templates/i18n/en.yml:1:1 i18n.missing-key key 'nav.previous' is missing from Templates/i18n/en.yml",
            ])
    }

    @Test func missingPluralFormIsLocatedAtTheEntry() throws {
        let hr = croatian.replacingOccurrences(of: "    few: \"{count} retka\"\n", with: "")
        let diagnostic = try #require(errors(hr: hr).first)
        #expect(diagnostic.id == "i18n.missing-plural-form")
        #expect(
            diagnostic.location == SourceLocation(file: "Templates/i18n/hr.yml", line: 7, column: 5))
        #expect(diagnostic.summary.contains("'few'"))
    }

    @Test func kindAndPlaceholderMismatches() throws {
        let textForPlural = croatian.replacingOccurrences(
            of:
                "  lines:\n    one: \"{count} redak\"\n    few: \"{count} retka\"\n    other: \"{count} redaka\"",
            with: "  lines: redci")
        #expect(errors(hr: textForPlural).map(\.id) == ["i18n.kind-mismatch"])
        let renamed = croatian.replacingOccurrences(of: "{reason}", with: "{razlog}")
        #expect(errors(hr: renamed).map(\.id) == ["i18n.placeholder-mismatch"])
    }

    @Test func malformedValuesAreTypeErrors() throws {
        let list = english.replacingOccurrences(of: "  next: Next", with: "  next: [a, b]")
        #expect(errors(en: list).map(\.id) == ["i18n.type"])
        #expect(errors(hr: "- not a mapping\n").map(\.id) == ["i18n.type"])
    }

    @Test func treeAndFlatExportsNestKeys() throws {
        let strings = try load()
        let tree = strings.tree(locale: "hr")
        #expect(tree["nav.next"] == .text("Sljedeće"))
        #expect(
            tree["compare.lines"]
                == .plural([.one: "{count} redak", .few: "{count} retka", .other: "{count} redaka"]))
        #expect(tree["nav.missing"] == nil)
        let flat = strings.flattened(locale: "en")
        #expect(flat["compare.lines.other"] == "{count} lines")
        #expect(flat["nav.next"] == "Next")
    }

    @Test func placeholdersFillOnlyNames() {
        let (text, missing) = UIString.fill("{a} { b } {} {c}{", with: ["a": "1"])
        #expect(text == "1 { b } {} {c}{")
        #expect(missing == ["c"])
    }

    /// A site that copied the theme's strings before the theme gained a key keeps building: the
    /// key comes from the theme's file of the same locale, while the site's own strings win.
    @Test func aSiteFileLacksAKeyTheThemesFileGives() throws {
        let site = """
            nav:
              next: Onwards
            """
        let strings = try UIStrings(
            files: [
                .init(
                    locale: "en", path: "Templates/i18n/en.yml", yaml: site,
                    fallback: ("share/Templates/i18n/en.yml", english)),
                .init(locale: "hr", path: "share/Templates/i18n/hr.yml", yaml: croatian),
            ], defaultLocale: "en")
        #expect(try strings.text("nav.next", locale: "en") == "Onwards")
        #expect(try strings.text("snippet.notVerified", locale: "en", arguments: ["reason": "x"]) == "not verified: x")
        #expect(strings.keys(locale: "en").sorted() == strings.keys(locale: "hr").sorted())
    }

    /// Without a theme's file to fall back on, a missing key is still the error it was.
    @Test func aKeyMissingEverywhereIsStillAnError() {
        let found = errors(en: "nav:\n  next: Next\n")
        #expect(!found.isEmpty)
    }
}
