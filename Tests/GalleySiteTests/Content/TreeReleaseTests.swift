import Foundation
import GalleyTranslations
import Testing

@testable import GalleySite

/// A build lets each article's Markdown tree go once its body is converted, except the trees
/// the translation notice reads later; a tree let go is parsed again, the same, if asked for.
@Suite struct TreeReleaseTests {
    @Test func onlyRecordedTranslationsAndTheirSourcesKeepTheirTrees() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.markCurrent("hr/boje.md")
        try fixture.write("en/alone.md", "---\ntitle: Alone\ndate: 2026-11-02\n---\n\nNo translation.\n")
        try fixture.write("en/pair.md", "---\ntitle: Pair\ndate: 2026-11-02\ntranslationKey: pair\n---\n\nText.\n")
        try fixture.write("hr/par.md", "---\ntitle: Par\ndate: 2026-11-02\ntranslationKey: pair\n---\n\nTekst.\n")
        let (project, diagnostics) = fixture.load()
        let catalog = try #require(project, "\(diagnostics.all)").catalog
        var kept: [String: Bool] = [:]
        for article in catalog.articles { kept[article.contentPath] = catalog.treeIsReadAfterConversion(article) }
        #expect(
            kept == [
                "en/colours.md": true, "hr/boje.md": true, "en/alone.md": false, "en/pair.md": false,
                "hr/par.md": false,
            ])
    }

    @Test func aTreeLetGoIsParsedAgainTheSame() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        let (project, diagnostics) = fixture.load()
        let loaded = try #require(project, "\(diagnostics.all)")
        let article = try #require(loaded.catalog.articles.first)
        let nodes = article.document.nodes
        #expect(article.tree.isParsed)
        article.tree.release()
        #expect(!article.tree.isParsed)
        #expect(article.document.nodes == nodes)
        #expect(article.tree.isParsed)
    }
}
