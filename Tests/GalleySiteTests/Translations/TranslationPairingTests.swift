import Foundation
import Testing

@testable import GalleySite

@Suite struct TranslationPairingTests {
    @Test func pairsByTranslationKeyAcrossDifferentSlugs() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        let (project, diagnostics) = fixture.load()
        let catalog = try #require(project?.catalog, "\(diagnostics.all)")
        let source = try #require(catalog.articles.first { $0.contentPath == "en/colours.md" })
        #expect(catalog.translation(of: source, in: "hr")?.contentPath == "hr/boje.md")
    }

    @Test func pairsByIdenticalPathWithoutKey() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write(
            "en/colours.md",
            TranslationFixture.english.replacingOccurrences(of: "translationKey: colours\n", with: ""))
        try fixture.write(
            "hr/colours.md",
            TranslationFixture.croatian.replacingOccurrences(of: "translationKey: colours\n", with: ""))
        try fixture.write("hr/boje.md", "---\ntitle: Druga\n---\n\nDrugi članak.\n")
        let (project, diagnostics) = fixture.load()
        let catalog = try #require(project?.catalog, "\(diagnostics.all)")
        let source = try #require(catalog.articles.first { $0.contentPath == "en/colours.md" })
        #expect(catalog.translation(of: source, in: "hr")?.contentPath == "hr/colours.md")
    }

    @Test func twoTranslationsClaimingOneKeyIsAConflict() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.write("hr/boje-2.md", TranslationFixture.croatian)
        let (_, diagnostics) = fixture.load()
        let conflict = try #require(diagnostics.errors.first { $0.id == "translation.conflict" })
        #expect(conflict.summary.contains("translation key 'colours'"))
        #expect(conflict.location?.file.hasSuffix("/hr/boje.md") == true)
        #expect(conflict.notes.first?.location?.file.hasSuffix("/hr/boje-2.md") == true)
    }
}
