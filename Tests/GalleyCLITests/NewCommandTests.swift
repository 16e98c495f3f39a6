import Foundation
import Testing

@testable import GalleyCLI

@Suite struct NewCommandTests {
    @Test func scaffoldsATranslationThatPairsAndNeedsTranslating() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        let created = try await fixture.run(NewCommand.self, ["hr/boje", "--from", "en/colours"])
        #expect(created.status == 0, "\(created.err)")
        let text = try fixture.read("hr/boje.md")
        #expect(text.contains("title: \"TODO(translate): Colours\"\n"))
        #expect(text.contains("```swift\nlet accent = \"red\"\nprint(accent.count)\n```"))
        let report = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(report.status == 1)
        // One status line for the page, and it does not also call the page up to date.
        #expect(report.out.contains("hr/boje.md   in progress, not published: "), "\(report.out)")
        #expect(report.out.contains(" placeholders left (2 paragraphs, title"))
        #expect(!report.out.contains("up to date\n"), "\(report.out)")
        #expect(report.out.contains("0 up to date, 0 stale, 0 missing, 0 unrecorded, 0 orphaned; 1 in progress"))
        #expect(report.err.contains("[translation.untranslated]"))
    }

    /// A locale just added to `site.yml` has no folder; its first translation creates it.
    @Test func firstPageOfANewLocaleCreatesItsFolder() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        try FileManager.default.removeItem(at: fixture.content.appendingPathComponent("hr"))
        let created = try await fixture.run(NewCommand.self, ["hr/boje", "--from", "en/colours"])
        #expect(created.status == 0, "\(created.err)")
        #expect(fixture.exists("hr/boje.md"))
        // Any other locale without a folder still stops it, and nothing is created for it.
        try FileManager.default.removeItem(at: fixture.content.appendingPathComponent("hr"))
        let other = try await fixture.run(NewCommand.self, ["en/shapes"])
        #expect(other.status == 1 && other.err.contains("content.missing-locale"), "\(other.err)")
        #expect(!fixture.exists("hr") && !fixture.exists("en/shapes.md"))
    }

    @Test func refusesToOverwriteAnExistingFile() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        try fixture.write("hr/boje.md", "---\ntitle: Moje\n---\n\nMoje.\n")
        let result = try await fixture.run(NewCommand.self, ["hr/boje", "--from", "en/colours"])
        #expect(result.status == 1)
        #expect(result.err.contains("already exists"))
        #expect(try fixture.read("hr/boje.md") == "---\ntitle: Moje\n---\n\nMoje.\n")
    }

    @Test func startsAFreshArticleFromTheTemplate() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        let result = try await fixture.run(NewCommand.self, ["en/getting-started"]) {
            $0.today = Date(timeIntervalSince1970: 1_793_577_600)
        }
        #expect(result.status == 0, "\(result.err)")
        let text = try fixture.read("en/getting-started.md")
        #expect(text.hasPrefix("---\ntitle: \"Getting started\"\n"))
        #expect(text.contains("date: 2026-11-02\n"))
        // A draft's missing translation is no failure: nothing of it is published yet.
        let report = try await fixture.run(TranslationsCommand.self, ["--check"])
        #expect(report.status == 0, "\(report.err)")
        #expect(
            report.out.contains(
                "en/getting-started.md  hr      —            source is a draft: neither is published until"))
    }

    /// A page named wrongly is a usage error (64); a source that does not exist fails (1).
    @Test(arguments: [
        (["hr/boje"], "start it with '--from en/<slug>'", 64), (["fr/x"], "not one of the site's locales", 64),
        (["en/Bad Slug"], "is not a valid slug", 64), (["faq"], "name it as LOCALE/SLUG", 64),
        (["hr/boje", "--from", "en/colors"], "did you mean 'colours'", 1),
        (["en/copy", "--from", "en/colours"], "a translation goes in another locale", 64),
        (["hr/boje", "--from", "hr/boje"], "'--from' must name a 'en' article", 64),
    ])
    func reportsBadPagesAndLocales(arguments: [String], message: String, status: Int32) async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationCLIFixture.english)
        let result = try await fixture.run(NewCommand.self, arguments)
        #expect(result.status == status)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!fixture.exists("hr/boje.md"))
    }

    @Test func needsAPage() {
        #expect(throws: UsageError.self) { try NewCommand(arguments: []) }
    }
}

@Suite struct DraftVerificationTests {
    /// `galley new` writes a draft; `galley verify PATH` verifies it although the build leaves it out.
    @Test func verifyingADraftByItsPathVerifiesIt() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        let created = try await fixture.run(NewCommand.self, ["en/getting-started"])
        #expect(created.status == 0, "\(created.err)")
        #expect(try fixture.read("en/getting-started.md").contains("draft: true\n"))
        // Shared between runs so the snippet runtime is compiled once per machine, not per test.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("galley-cli-tests-runtime-cache")
        let path = fixture.content.appendingPathComponent("en/getting-started.md").path
        let verified = try await fixture.run(VerifyCommand.self, [path, "--cache-dir", cache.path])
        #expect(verified.status == 0, "\(verified.err)")
        #expect(!verified.err.contains("no article matches"))
        #expect((verified.out + verified.err).contains("1 passed"), "\(verified.out)\(verified.err)")
    }
}

@Suite struct NewTutorialCommandTests {
    @Test func startsATutorialWhoseStepsReadWithoutProblems() async throws {
        let fixture = try TranslationCLIFixture()
        defer { fixture.remove() }
        let result = try await fixture.run(NewCommand.self, ["en/my-tutorial", "--tutorial"])
        #expect(result.status == 0, "\(result.err)")
        let text = try fixture.read("en/my-tutorial.md")
        #expect(text.contains("layout: tutorial\n"))
        #expect(text.contains("```swift step run file=main.swift\n"))
        #expect(text.contains("title: \"My tutorial\"\n"))
    }
}
