import Foundation
import Testing

@testable import GalleyCLI

@Suite struct TranslationsCommandTests {
    /// English and Croatian articles, the translation recorded as current.
    func current(policy: String = "allowMissing: false") async throws -> TranslationCLIFixture {
        let fixture = try TranslationCLIFixture(policy: policy)
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        try fixture.write("hr/boje.md", TranslationCLIFixture.croatian)
        let marked = try await fixture.run(TranslationsCommand.self, ["--mark-current", "hr/boje"])
        #expect(marked.status == 0, "\(marked.err)")
        return fixture
    }

    static let day: TimeInterval = 86_400
    /// 2026-11-02, the fixture's date, at midnight UTC.
    static let published = Date(timeIntervalSince1970: 1_793_577_600)

    @Test func markCurrentChangesOnlyTheFrontMatterAndCheckPasses() async throws {
        let fixture = try await current()
        defer { fixture.remove() }
        let text = try fixture.read("hr/boje.md")
        #expect(
            text.hasPrefix(
                "---\ntitle: \"Boje\"\ndate: 2026-11-02\ntranslationKey: colours\ntranslatedFrom:\n  revision: \""
            ))
        #expect(
            text.hasSuffix(
                "---\n\nPogledi čitaju boje iz okruženja.\n"
                    + TranslationCLIFixture.croatian.components(separatedBy: "okruženja.\n")[1]))
        let check = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(check.status == 0, "\(check.err)")
        #expect(check.out.contains("en/colours.md  hr      hr/boje.md   up to date"))
    }

    @Test func staleTranslationFailsTheCheckNamingTheChange() async throws {
        let fixture = try await current()
        defer { fixture.remove() }
        try fixture.write(
            "en/colours.md",
            TranslationCLIFixture.english.replacingOccurrences(
                of: "accent.count", with: "accent.uppercased()"))
        let check = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(check.status == 1)
        #expect(check.out.contains("stale: snippet 1 (line 13, `swift`) changed"))
        #expect(
            check.err.contains(
                "/hr/boje.md:1:1: error: translation is stale: snippet 1 (line 13, `swift`) changed [translation.stale]"
            ))
        let report = try await fixture.run(TranslationsCommand.self, [])
        #expect(report.status == 0)
    }

    /// Runs git in the fixture's root, committing at `date` when asked.
    func git(_ arguments: [String], in fixture: TranslationCLIFixture, date: Date? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.org"] + arguments
        process.currentDirectoryURL = fixture.root
        var environment = ProcessInfo.processInfo.environment
        if let date {
            environment["GIT_AUTHOR_DATE"] = "@\(Int(date.timeIntervalSince1970)) +0000"
            environment["GIT_COMMITTER_DATE"] = "@\(Int(date.timeIntervalSince1970)) +0000"
        }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }

    /// Staleness is measured from the commit that changed the source (ten days after its
    /// front-matter date, which no longer matters), and a tolerated page says until when.
    @Test(
        arguments: [
            (3, 1.0, Int32(0)), (3, 2.9, 0), (3, 3.1, 1), (0, 0.01, 1), (nil, 0.5, 1),
        ] as [(Int?, Double, Int32)])
    func staleTranslationsAreToleratedFromTheSourceChange(days: Int?, elapsed: Double, expected: Int32)
        async throws
    {
        let fixture = try await current(policy: days.map { "allowStaleDays: \($0)" } ?? "allowMissing: true")
        defer { fixture.remove() }
        try git(["init", "-q"], in: fixture)
        try git(["add", "."], in: fixture)
        try git(["commit", "-qm", "first"], in: fixture, date: Self.published)
        try fixture.write(
            "en/colours.md",
            TranslationCLIFixture.english.replacingOccurrences(of: "needed a key", with: "needed a key type"))
        let changed = Self.published.addingTimeInterval(10 * Self.day)
        try git(["commit", "-qam", "edit"], in: fixture, date: changed)
        let check = try await fixture.run(TranslationsCommand.self, ["--check"]) {
            $0.today = changed.addingTimeInterval(elapsed * Self.day)
        }
        #expect(check.status == expected, "\(check.err)")
        if expected == 0 {
            // 2026-11-12 plus three days.
            #expect(check.out.contains("stale, tolerated until 2026-11-15: section “Before and after” changed"))
            #expect(check.err.contains("warning: translation is stale, tolerated until 2026-11-15"))
        } else {
            #expect(check.out.contains("stale: section “Before and after” changed"))
            #expect(check.err.contains("error: translation is stale: section “Before and after” changed"))
        }
    }

    /// An edit not committed yet counts from when the file was written: just now.
    @Test func uncommittedChangeIsMeasuredFromTheFileTime() async throws {
        let fixture = try await current(policy: "allowStaleDays: 2")
        defer { fixture.remove() }
        try git(["init", "-q"], in: fixture)
        try git(["add", "."], in: fixture)
        try git(["commit", "-qm", "first"], in: fixture, date: Self.published)
        try fixture.write(
            "en/colours.md",
            TranslationCLIFixture.english.replacingOccurrences(of: "needed a key", with: "needed a key type"))
        let now = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(now.status == 0, "\(now.err)")
        #expect(now.out.contains("stale, tolerated until "))
        let later = try await fixture.run(TranslationsCommand.self, ["--check"]) {
            $0.today = Date().addingTimeInterval(2.5 * Self.day)
        }
        #expect(later.status == 1)
    }

    @Test(arguments: [("allowMissing: false", Int32(1)), ("allowMissing: true", 0)])
    func missingTranslationsFailUnlessAllowed(policy: String, expected: Int32) async throws {
        let fixture = try TranslationCLIFixture(policy: policy)
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        let check = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(check.out.contains("en/colours.md  hr      —            missing"))
        #expect(check.status == expected)
    }

    @Test func divergingCodeFailsTheCheck() async throws {
        let fixture = try await current(policy: "allowMissing: true")
        defer { fixture.remove() }
        try fixture.write(
            "hr/boje.md",
            try fixture.read("hr/boje.md").replacingOccurrences(of: "accent.count", with: "accent.first"))
        let check = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(check.status == 1)
        #expect(check.err.contains("error: snippet 1 (line "))
        #expect(
            check.err.contains(
                "code differs from the source beyond comments and strings [translation.code-divergence]"))
    }

    /// A page that is not a translation fails (1); a name that is not a page is a usage error (64).
    @Test(arguments: [
        ("en/colours", "is in the default locale 'en'", 1), ("hr/nema", "no article 'hr/nema'", 1),
        ("de/boje", "'de' is not one of the site's locales", 64), ("boje", "name it as LOCALE/SLUG", 64),
    ])
    func markCurrentRejectsPagesThatAreNotTranslations(name: String, message: String, status: Int32) async throws {
        let fixture = try await current()
        defer { fixture.remove() }
        let before = try fixture.read("hr/boje.md")
        let result = try await fixture.run(TranslationsCommand.self, ["--mark-current", name])
        #expect(result.status == status)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try fixture.read("hr/boje.md") == before)
    }
}

@Suite struct TranslationsGlossaryCommandTests {
    @Test func glossaryFindingsWarnAndFailTheCheckOnlyWhenAsked() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        try fixture.write(
            "hr/boje.md", TranslationCLIFixture.croatian.replacingOccurrences(of: "Pogledi", with: "Prikazi"))
        try fixture.write("hr/glossary.yml", "view:\n  term: pogled\n  avoid: [prikazi]\n")
        #expect(try await fixture.run(TranslationsCommand.self, ["--mark-current", "hr/boje"]).status == 0)
        let check = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(check.status == 0, "\(check.err)")
        #expect(check.err.contains("warning: 'Prikazi' is not the glossary's term for 'view'; use 'pogled'"))
        #expect(check.out.contains("1 glossary finding\n"))
        let strict = try await fixture.run(TranslationsCommand.self, ["--check", "--glossary-errors"])
        #expect(strict.status == 1)
        #expect(strict.err.contains("error: 'Prikazi'"))
    }

    @Test func glossaryWithAnErrorFailsTheCommand() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        try fixture.write("hr/glossary.yml", "view:\n  avoid: [prikaz]\n")
        let result = try await fixture.run(TranslationsCommand.self, [])
        #expect(result.status == 1)
        #expect(result.err.contains("glossary.yml:1:1: error: 'view' has no 'term'"))
    }
}
