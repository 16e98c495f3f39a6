import Foundation
import Testing

@testable import GalleySite

@Suite struct TranslationSiteRenderingTests {
    @Test func builtPagesLinkTheirTranslationsAndMarkMissingOnes() async throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.write(
            "en/fonts.md", "---\ntitle: Fonts\ndate: 2026-11-03\n---\n\nOnly in English.\n")
        let output = fixture.root.appendingPathComponent("out")
        let result = await SiteBuilder(
            options: BuildOptions(root: fixture.root, output: output, verify: false)
        ).build()
        #expect(result.succeeded, "\(result.diagnostics.all)")
        func page(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }

        let english = try page("en/colours/index.html")
        #expect(
            english.contains(
                "<link rel=\"alternate\" hreflang=\"hr\" href=\"https://example.org/hr/boje/\">"))
        #expect(
            english.contains(
                "<link rel=\"alternate\" hreflang=\"en\" href=\"https://example.org/en/colours/\">"))
        #expect(
            english.contains(
                "class=\"language\" href=\"/hr/boje/\" hreflang=\"hr\" lang=\"hr\">Hrvatski</a>"))

        let croatian = try page("hr/boje/index.html")
        #expect(croatian.contains("<html lang=\"hr\""))
        #expect(
            croatian.contains(
                "class=\"language\" href=\"/en/colours/\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(croatian.contains("aria-current=\"page\" lang=\"hr\">Hrvatski</span>"))

        let untranslated = try page("en/fonts/index.html")
        #expect(untranslated.contains("<span class=\"language unavailable\" lang=\"hr\""))
        #expect(!untranslated.contains("hreflang=\"hr\" href="))

        let croatianIndex = try page("hr/index.html")
        #expect(croatianIndex.contains("/hr/boje/"))
        #expect(croatianIndex.contains("/en/fonts/"))
    }
}
