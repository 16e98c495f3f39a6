import Foundation
import Testing

@testable import GalleySite

/// The build state keeps the articles' dates as the locales' long style formats them, for the
/// galley executable that formatted them, so that a build whose pages show only known dates
/// never builds a date formatter.
extension IncrementalBuildTests {
    private static func dated(_ title: String, _ date: String) -> String {
        "---\ntitle: \(title)\ndate: \(date)\n---\n\nA page dated \(date).\n"
    }

    private static func build(_ fixture: TranslationFixture) async -> BuildResult {
        await SiteBuilder(
            options: BuildOptions(
                root: fixture.root, output: fixture.root.appendingPathComponent("_site"), verify: false)
        ).build()
    }

    @Test func theStateKeepsTheSitesFormattedDatesForTheExecutableThatFormattedThem() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.write("en/dated.md", Self.dated("Dated", "1903-03-03"))
        _ = try await Self.buildFresh(fixture, "first build")
        let url = IncrementalBuildStampTests.stateFile(fixture)
        let state = try #require(BuildState.load(from: url))
        #expect(state.dates["en 1903-03-03"] == "March 3, 1903")
        #expect(state.dates["en 2026-11-01"] == "November 1, 2026")
        #expect(state.datesFormatter == PageInputs.executableIdentity)

        // A deleted article's date is not kept.
        try FileManager.default.removeItem(at: fixture.content.appendingPathComponent("en/dated.md"))
        _ = try await Self.buildFresh(fixture, "dated page deleted")
        #expect(try #require(BuildState.load(from: url)).dates["en 1903-03-03"] == nil)
    }

    /// What the state says a date reads as is what the page shows, for the same executable, and
    /// only for it. (Each case uses a date no other test formats: the table is the process's.)
    @Test func aBuildTakesTheStatesDatesOnlyFromTheSameExecutable() async throws {
        for (date, formatter, shown) in [
            ("1904-04-04", PageInputs.executableIdentity ?? "", "Kept in the state"),
            ("1905-05-05", "another galley", "May 5, 1905"),
        ] {
            let fixture = try Self.fixture()
            defer { fixture.remove() }
            _ = try await Self.buildFresh(fixture, "first build")
            let url = IncrementalBuildStampTests.stateFile(fixture)
            var state = try #require(BuildState.load(from: url))
            state.dates["en " + date] = "Kept in the state"
            state.datesFormatter = formatter
            state.save(to: url)
            try fixture.write("en/dated.md", Self.dated("Dated", date))
            let result = await Self.build(fixture)
            #expect(result.succeeded)
            let page = try String(
                contentsOf: fixture.root.appendingPathComponent("_site/en/dated/index.html"), encoding: .utf8)
            #expect(page.contains(">\(shown)<"), "\(formatter): \(date) shows as \(shown)")
        }
    }
}
