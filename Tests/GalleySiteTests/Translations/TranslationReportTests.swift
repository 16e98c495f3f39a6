import Foundation
import GalleyTranslations
import Testing

@testable import GalleySite

@Suite struct TranslationReportTests {
    /// A fixture with the English article and its Croatian translation recorded as current.
    func upToDate() throws -> TranslationFixture {
        let fixture = try TranslationFixture()
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.markCurrent("hr/boje.md")
        return fixture
    }

    @Test func recordedTranslationIsUpToDate() throws {
        let fixture = try upToDate()
        defer { fixture.remove() }
        let entry = try #require(try fixture.report().entry(forTranslation: "hr/boje.md"))
        #expect(entry.status == .upToDate)
        #expect(entry.findings == ["up to date"])
    }

    @Test(arguments: [
        (
            "The old way needed a key.", "The old way needed a key type.",
            "section “Before and after” changed"
        ),
        ("Views read colours", "Views always read colours", "section “introduction” changed"),
        ("print(accent.count)", "print(accent.uppercased())", "snippet 1 (line 13, `swift`) changed"),
        ("```output\n3\n```", "```output\n4\n```", "snippet 2 (line 22, `output`) changed"),
    ])
    func editingTheSourceNamesWhatChanged(old: String, new: String, expected: String) throws {
        let fixture = try upToDate()
        defer { fixture.remove() }
        try fixture.write(
            "en/colours.md", TranslationFixture.english.replacingOccurrences(of: old, with: new))
        let entry = try #require(try fixture.report().entry(forTranslation: "hr/boje.md"))
        guard case .stale(let changes) = entry.status else {
            Issue.record("expected stale, got \(entry.status)")
            return
        }
        #expect(changes.map(\.description) == [expected])
        #expect(entry.findings.first == "stale: " + expected)
    }

    @Test func translationWithoutRecordIsUnrecorded() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        #expect(try fixture.report().entry(forTranslation: "hr/boje.md")?.status == .unrecorded)
    }

    @Test func sourceWithoutTranslationIsMissing() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        let report = try fixture.report()
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.status == .missing)
        #expect(report.entries.first?.source?.contentPath == "en/colours.md")
        #expect(report.table.contains("en/colours.md  hr      —            missing"))
    }

    @Test func translationWithoutSourceIsOrphaned() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/other.md", "---\ntitle: Other\n---\n\nSomething else.\n")
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        let report = try fixture.report()
        #expect(report.entry(forTranslation: "hr/boje.md")?.status == .orphaned)
        let problems = report.problems(
            policy: .init(allowStaleDays: nil, allowMissing: true, showUntranslated: true), today: Date())
        #expect(problems.map(\.id) == ["translation.orphaned"])
        #expect(problems.first?.severity == .warning)
    }
}
