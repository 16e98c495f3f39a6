import Foundation
import GalleyCore
import Testing

@testable import GalleyI18n

/// Loads the real `Templates/i18n` files of this repository: they must be complete and consistent.
@Suite struct ShippedStringsTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/i18n")

    private func load() throws -> UIStrings {
        try UIStrings.load(
            directory: Self.folder, locales: ["en", "hr"], defaultLocale: "en",
            displayPath: "Templates/i18n")
    }

    @Test func shippedFilesLoadWithoutProblems() throws {
        let strings = try load()
        #expect(strings.warnings.isEmpty)
        #expect(strings.keys(locale: "en") == strings.keys(locale: "hr"))
    }

    /// Every key the site's Swift code and templates look up (templates are checked separately
    /// against `Templates/README.md`).
    @Test(arguments: [
        "nav.previous", "nav.next", "nav.onThisPage", "nav.skipToContent", "nav.languages", "nav.pager",
        "nav.linkToSection", "search.label", "search.placeholder", "search.results", "search.noResults",
        "search.unavailable", "snippet.copy", "snippet.copied", "snippet.output", "snippet.error",
        "snippet.expandedByCompiler", "snippet.before", "snippet.after", "snippet.removed", "snippet.added",
        "snippet.compiledWith", "snippet.failsAsExpected", "snippet.failed", "snippet.notVerified",
        "snippet.notVerifiedShort", "snippet.notVerifiedNoVerify", "compare.summary", "compare.removedList",
        "compare.addedList", "compare.and", "date.published", "date.updated", "translation.unavailable",
        "translation.outdated", "translation.notTranslated", "translation.inLanguage",
        "translation.readOriginal", "translation.partIntroduction", "translation.partSection",
        "translation.partSectionNumber", "translation.partSnippet", "translation.partStep", "translation.partRemoved",
        "translation.partOrder", "notFound.title", "notFound.message", "notFound.home", "index.title",
        "index.intro", "index.articles", "footer.feed", "footer.generatedBy", "footer.notVerified",
    ])
    func coversTheInterface(key: String) throws {
        let strings = try load()
        for locale in ["en", "hr"] {
            guard case .text(let text) = strings.string(key, locale: locale) else {
                Issue.record("'\(key)' is not text in \(locale)")
                continue
            }
            #expect(!text.isEmpty)
        }
    }

    @Test(arguments: [
        ("compare.lines", 1, "1 redak"), ("compare.lines", 2, "2 retka"),
        ("compare.lines", 5, "5 redaka"),
        ("compare.lines", 21, "21 redak"), ("compare.lines", 12, "12 redaka"),
        ("compare.lines", 111, "111 redaka"),
        ("compare.lines", 122, "122 retka"), ("compare.types", 3, "3 tipa"),
        ("compare.properties", 7, "7 svojstava"),
        ("compare.functions", 2, "2 funkcije"), ("compare.accessors", 1, "1 pristupnik"),
        ("compare.extensions", 24, "24 proširenja"), ("compare.types", 11, "11 tipova"),
    ])
    func croatianPlurals(key: String, count: Int, expected: String) throws {
        #expect(try load().plural(key, count: count, locale: "hr") == expected)
    }

    @Test func englishPluralsAndArguments() throws {
        let strings = try load()
        #expect(try strings.plural("compare.lines", count: 1, locale: "en") == "1 line")
        #expect(try strings.plural("compare.properties", count: 3, locale: "en") == "3 properties")
        #expect(
            try strings.text("compare.summary", locale: "hr", arguments: ["before": "12", "after": "3"])
                == "12 → 3")
        #expect(
            try strings.text("snippet.compiledWith", locale: "en", arguments: ["version": "Swift 6.3"])
                == "compiled with Swift 6.3")
    }
}
