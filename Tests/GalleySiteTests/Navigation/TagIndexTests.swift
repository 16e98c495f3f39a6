import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// Tags: their slugs, each locale's index of them, and the spellings that cannot have a page.
@Suite struct TagIndexTests {
    @Test(arguments: [
        ("Čvorovi", "cvorovi"), ("Swift UI", "swift-ui"), ("pregled-kôda", "pregled-koda"),
        ("Đurđevak", "durdevak"), ("  --C++ & Swift!  ", "c-swift"), ("životni ciklus", "zivotni-ciklus"),
        ("Größe", "grosse"), ("swift_6", "swift-6"), ("日本語", "日本語"), ("!!!", ""),
    ])
    func aSlugIsLowercaseLettersAndDigitsJoinedByHyphens(tag: String, slug: String) {
        #expect(TagIndex.slug(tag) == slug)
    }

    static func article(_ path: String, _ front: String) -> String {
        "---\n\(front)\n---\n\nText of \(path).\n"
    }

    @Test func eachTagListsItsArticlesInReadingOrderAndLocalesKeepTheirOwn() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/b.md", Self.article("b", "title: B\norder: 2\ntags: [Swift UI, views]"))
        try fixture.write("en/a.md", Self.article("a", "title: A\norder: 1\ntags: [Swift UI, Swift UI]"))
        try fixture.write("en/draft.md", Self.article("draft", "title: Draft\ndraft: true\ntags: [drafts]"))
        try fixture.write("hr/c.md", Self.article("c", "title: C\ntags: [Čvorovi]"))
        let (project, diagnostics) = fixture.load()
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        let catalog = try #require(project?.catalog)
        let navigation = SiteNavigation(config: try #require(project?.config), catalog: catalog)
        let english = try #require(navigation.tags["en"])
        #expect(english.tags.map(\.name) == ["Swift UI", "views"], "a draft's tags have no page")
        #expect(english.tags[0].articles.map(\.metadata.title) == ["A", "B"], "once each, in reading order")
        #expect(navigation.tags["hr"]?.tags.map(\.slug) == ["cvorovi"])
    }

    /// Each row: the articles written, then the expected diagnostic's id and `file:line:col`.
    @Test(arguments: [
        (
            ["en/a.md": "title: A\ntags: [Swift UI]", "en/b.md": "title: B\ntags:\n  - views\n  - swift-ui"],
            "tags.same-page", "Content/en/b.md:5:5"
        ),
        (["en/a.md": "title: A\ntags: [swift, Swift]"], "tags.same-page", "Content/en/a.md:3:15"),
        (["en/a.md": "title: A\ntags: [ok, \"!!!\"]"], "tags.no-letters", "Content/en/a.md:3:12"),
        (["en/a.md": "title: A\ntags: [x]", "en/tags.md": "title: Tags"], "tags.url-taken", "Content/en/tags.md:1:1"),
    ])
    func tagsThatCannotHaveAPageAreErrorsAtTheirLine(files: [String: String], id: String, location: String) throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        for (path, front) in files { try fixture.write(path, Self.article(path, front)) }
        let (_, diagnostics) = fixture.load()
        let errors = diagnostics.errors.filter { $0.id == id }
        #expect(errors.count == 1, "\(diagnostics.all)")
        let found = errors.first?.location?.description ?? ""
        #expect(found.hasSuffix("/" + location), "\(found)")
    }

    @Test func oneSpellingInEachLocaleIsFine() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/a.md", Self.article("a", "title: A\ntags: [Swift UI]"))
        try fixture.write("hr/b.md", Self.article("b", "title: B\ntags: [swift-ui]"))
        let (_, diagnostics) = fixture.load()
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
    }
}
