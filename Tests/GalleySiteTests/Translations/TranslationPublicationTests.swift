import Foundation
import GalleyCore
import GalleyTranslations
import Testing

@testable import GalleySite

/// Unfinished work is never published: drafts, translations of drafts and pages with
/// `TODO(translate)` placeholders are left out of the build and reported by `galley translations`.
@Suite struct TranslationPublicationTests {
    static let policy = SiteConfig.TranslationPolicy(allowStaleDays: nil, allowMissing: false, showUntranslated: true)

    /// The Croatian page with one placeholder paragraph (line 12) and a marked title (line 2).
    static let inProgress = TranslationFixture.croatian
        .replacingOccurrences(of: "title: \"Boje\"", with: "title: \"TODO(translate): Colours\"")
        .replacingOccurrences(of: "Stari način trebao je ključ.", with: "TODO(translate): The old way needed a key.")

    @Test func translationOfDraftIsReportedAsDraftNeverOrphaned() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write(
            "en/colours.md",
            TranslationFixture.english.replacingOccurrences(
                of: "translationKey: colours", with: "translationKey: colours\ndraft: true"))
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        let (project, _) = fixture.load()
        let loaded = try #require(project)
        #expect(loaded.catalog.articles.isEmpty, "neither the draft nor its translation is published")
        #expect(
            loaded.catalog.withholding(loaded.catalog.everything[1])
                == .draftSource(loaded.catalog.everything[0].displayPath))
        let report = TranslationReport(catalog: loaded.catalog, config: loaded.config)
        let entry = try #require(report.entry(forTranslation: "hr/boje.md"))
        #expect(entry.status == .unrecorded)
        #expect(entry.sourceIsDraft)
        #expect(entry.findings.first?.hasPrefix("source is a draft: neither is published until '") == true)
        #expect(
            entry.findings == [
                "source is a draft: neither is published until '\(loaded.catalog.everything[0].displayPath)' is"
                    + "; unrecorded: no translatedFrom in the front matter"
            ])
        #expect(!report.table.contains("orphaned:"))
        #expect(report.problems(policy: Self.policy, today: Date()).isEmpty)
    }

    @Test func draftTranslationIsReportedAndNotPublished() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write(
            "hr/boje.md",
            TranslationFixture.croatian.replacingOccurrences(
                of: "translationKey: colours", with: "translationKey: colours\ndraft: true"))
        let report = try fixture.report()
        let entry = try #require(report.entry(forTranslation: "hr/boje.md"))
        #expect(entry.findings.first?.hasPrefix("draft: not published") == true)
        #expect(entry.findings.count == 1, "one status line: \(entry.findings)")
        #expect(report.totals.hasSuffix("; 1 draft (not published)"))
    }

    @Test func pageWithPlaceholdersIsInProgressWithItsCount() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", Self.inProgress)
        let (project, diagnostics) = fixture.load()
        let loaded = try #require(project)
        #expect(!loaded.catalog.articles.contains { $0.locale == "hr" }, "an unfinished page is not published")
        let warning = try #require(diagnostics.all.first { $0.id == "translation.unfinished" })
        #expect(warning.severity == .warning)
        #expect(warning.location?.description.hasSuffix("Content/hr/boje.md:2:9") == true)
        #expect(warning.summary.contains("2 'TODO(translate)' placeholders"))
        let report = TranslationReport(catalog: loaded.catalog, config: loaded.config)
        let entry = try #require(report.entry(forTranslation: "hr/boje.md"))
        #expect(entry.markers.map { "\($0.line):\($0.column)" } == ["2:9", "11:1"])
        #expect(entry.findings.count == 1)
        #expect(entry.findings.first?.hasPrefix("in progress, not published: 2 placeholders left (") == true)
        #expect(entry.findings.first?.hasSuffix("; unrecorded: no translatedFrom in the front matter") == true)
        let problems = report.problems(policy: Self.policy, today: Date())
        #expect(problems.map(\.id) == ["translation.unrecorded", "translation.untranslated"])
        #expect(problems.last?.location.map { "\($0.line):\($0.column)" } == "2:9")
        // Under a policy that accepts missing translations, an unfinished one is missing too.
        var lenient = Self.policy
        lenient.allowMissing = true
        #expect(!report.problems(policy: lenient, today: Date()).contains { $0.id == "translation.untranslated" })
    }

    @Test func markersInCodeAreNotPlaceholders() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write(
            "hr/boje.md",
            TranslationFixture.croatian.replacingOccurrences(
                of: "Stari način trebao je ključ.", with: "Oznaka `TODO(translate):` označava neprevedeno."
            )
            .replacingOccurrences(of: "// naglasak", with: "// TODO(translate): naglasak"))
        let (project, diagnostics) = fixture.load()
        #expect(!diagnostics.all.contains { $0.id == "translation.unfinished" })
        #expect(try #require(project).catalog.articles.contains { $0.contentPath == "hr/boje.md" })
    }

    @Test func unfinishedPageFallsBackToTheSourceAndTheBuildSaysWhy() async throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("en/draft.md", "---\ntitle: Later\ndraft: true\n---\n\nNot yet.\n")
        try fixture.write("hr/boje.md", Self.inProgress)
        let output = fixture.root.appendingPathComponent("_site")
        let result = await SiteBuilder(
            options: BuildOptions(root: fixture.root, output: output, verify: false)
        ).build()
        #expect(result.succeeded, "\(result.diagnostics.errors)")
        #expect(
            result.summary.hasSuffix(
                "; 1 draft not published, 1 unfinished page not published; --drafts to include"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("hr/boje").path))
        let index = try String(contentsOf: output.appendingPathComponent("hr/index.html"), encoding: .utf8)
        #expect(!index.contains("TODO(translate)"))
        #expect(index.contains("/en/colours/"), "the untranslated source is listed instead")
        let withDrafts = await SiteBuilder(
            options: BuildOptions(root: fixture.root, output: output, verify: false, includeDrafts: true)
        ).build()
        #expect(withDrafts.withheldSummary == nil)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("en/draft/index.html").path))
    }
}
