import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// The navigation as pages show it: the sidebar of each locale (its current page marked, its
/// section open, only what the index lists), the breadcrumbs, and the tag pages with the links
/// to them, built into memory from a small bilingual site with folders.
@Suite struct NavigationPagesTests {
    static func article(_ front: String, body: String = "Text.") -> String {
        "---\n\(front)\n---\n\n\(body)\n\n## Details\n\nMore.\n"
    }

    /// en: an introduction, `guides/` (titled by its `_section.yml`) with two articles and a
    /// nested folder, `reference/` (no section file), a draft; hr: the introduction translated
    /// and a folder of its own. Untranslated English articles are shown in Croatian.
    static func fixture() throws -> TranslationFixture {
        let fixture = try TranslationFixture(policy: ["showUntranslated: true"])
        try fixture.write("en/intro.md", article("title: Introduction\norder: 1\ntranslationKey: intro\ntags: [Start]"))
        try fixture.write("en/guides/_section.yml", "title: Guides\norder: 2\n")
        try fixture.write("en/guides/first.md", article("title: First steps\norder: 1\ntags: [Swift UI, Čvorovi]"))
        try fixture.write("en/guides/second.md", article("title: Second & last\norder: 2\ntags: [Swift UI]"))
        try fixture.write("en/guides/advanced/deep.md", article("title: Deep dive\nsummary: The bottom."))
        try fixture.write("en/reference/api.md", article("title: API"))
        try fixture.write("en/draft.md", article("title: Unfinished\ndraft: true\ntags: [Secret]"))
        try fixture.write("hr/uvod.md", article("title: Uvod\norder: 1\ntranslationKey: intro\ntags: [Početak]"))
        try fixture.write("hr/vodici/_section.yml", "title: Vodiči\n")
        try fixture.write("hr/vodici/prvi.md", article("title: Prvi vodič\ntags: [Početak]"))
        return fixture
    }

    static func build() async throws -> [String: String] {
        let fixture = try fixture()
        defer { fixture.remove() }
        let sink = MemorySink()
        let result = await SiteBuilder(options: BuildOptions(root: fixture.root, verify: false)).build(into: sink)
        guard result.succeeded else { throw DiagnosticError(result.diagnostics.errors) }
        return sink.files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The text between `start` and the next `end` in `page`.
    static func part(_ page: String?, from start: String, to end: String) -> String {
        guard let page, let from = page.range(of: start), let to = page[from.upperBound...].range(of: end) else {
            return ""
        }
        return String(page[from.lowerBound..<to.upperBound])
    }

    @Test func theSidebarMarksThePageOpensItsSectionsAndListsWhatTheIndexLists() async throws {
        let files = try await Self.build()
        let deep = try #require(files["en/guides/advanced/deep/index.html"])
        let sidebar = Self.part(deep, from: "<nav class=\"sidebar\"", to: "</nav>")
        #expect(sidebar.contains(#"<a href="/en/guides/advanced/deep/" aria-current="page">Deep dive</a>"#))
        #expect(sidebar.components(separatedBy: "aria-current").count == 2, "one page is current")
        #expect(sidebar.contains("<details open><summary>Guides</summary>"))
        #expect(sidebar.contains("<details open><summary>Advanced</summary>"))
        #expect(sidebar.contains("<details><summary>Reference</summary>"), "other sections stay closed")
        #expect(sidebar.contains("Second &amp; last") && !sidebar.contains("Unfinished"), "drafts are not listed")
        // Reading order: Introduction (1), Guides (2) with its own order inside, then the rest.
        let order = ["Introduction", "Guides", "First steps", "Second &amp; last", "Advanced", "Deep dive", "API"]
        let positions = order.compactMap { sidebar.range(of: ">\($0)<")?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted(), "\(sidebar)")

        let intro = try #require(files["en/intro/index.html"])
        #expect(intro.contains(#"<a href="/en/intro/" aria-current="page">Introduction</a>"#))
        #expect(intro.contains("<details><summary>Guides</summary>"), "a top-level page opens no section")

        let croatian = Self.part(files["hr/vodici/prvi/index.html"], from: "<nav class=\"sidebar\"", to: "</nav>")
        #expect(
            croatian.contains("aria-label=\"Sadržaj\"") && croatian.contains("<details open><summary>Vodiči</summary>"))
        #expect(croatian.contains(#"<a href="/hr/uvod/">Uvod</a>"#) && !croatian.contains(">Introduction<"))
        // Untranslated English pages, in their English folders, marked as the index marks them.
        #expect(
            croatian.contains(
                #"<a href="/en/guides/first/" hreflang="en" lang="en">First steps</a> <span class="sidebar-fallback">Na engleskom</span>"#
            ))
        #expect(croatian.contains("<summary>Guides</summary>"), "the default locale's section title")
        #expect(files["en/index.html"]?.contains("class=\"sidebar\"") == false, "index pages list articles already")
    }

    @Test func articlesHaveBreadcrumbsAndLinkTheirTags() async throws {
        let files = try await Self.build()
        let deep = try #require(files["en/guides/advanced/deep/index.html"])
        #expect(
            Self.part(deep, from: "<nav class=\"breadcrumbs\"", to: "</nav>") == """
                <nav class="breadcrumbs" aria-label="Breadcrumb">
                <ol>
                <li><a href="/en/">Home</a></li>
                <li>Guides</li>
                <li>Advanced</li>
                <li><span aria-current="page">Deep dive</span></li>
                </ol>
                </nav>
                """)
        let first = try #require(files["en/guides/first/index.html"])
        #expect(first.contains(#"<a class="tag" href="/en/tags/swift-ui/" rel="tag">Swift UI</a>"#))
        #expect(first.contains(#"<a class="tag" href="/en/tags/cvorovi/" rel="tag">Čvorovi</a>"#))
        #expect(first.contains(#"<a href="/en/tags/">Tags</a>"#), "the footer links the list of tags")
        let uvod = try #require(files["hr/uvod/index.html"])
        #expect(uvod.contains(#"<li><a href="/hr/">Početna</a></li>"#))
        #expect(uvod.contains(#"<a class="tag" href="/hr/tags/pocetak/" rel="tag">Početak</a>"#))
    }

    @Test func eachLocaleHasPagesForItsOwnTagsWithCounts() async throws {
        let files = try await Self.build()
        let swiftUI = try #require(files["en/tags/swift-ui/index.html"])
        #expect(
            swiftUI.contains("<h1>Pages tagged “Swift UI”</h1>") && swiftUI.contains("<p class=\"meta\">2 pages</p>"))
        #expect(
            swiftUI.range(of: "First steps")!.lowerBound < swiftUI.range(of: "Second &amp; last")!.lowerBound,
            "in reading order")
        let list = try #require(files["en/tags/index.html"])
        #expect(
            list.contains(
                #"<a class="tag" href="/en/tags/swift-ui/">Swift UI <span class="tag-count">(2 pages)</span></a>"#))
        #expect(
            list.contains(#"<a class="tag" href="/en/tags/start/">Start <span class="tag-count">(1 page)</span></a>"#))
        #expect(files["en/tags/secret/index.html"] == nil, "a draft's tag has no page")
        let croatian = try #require(files["hr/tags/index.html"])
        #expect(
            croatian.contains("<h1>Oznake</h1>")
                && croatian.contains("Početak <span class=\"tag-count\">(2 stranice)</span>"))
        #expect(files["hr/tags/swift-ui/index.html"] == nil, "an untranslated article's tags stay in its language")
        #expect(files["hr/tags/pocetak/index.html"]?.contains("<h1>Stranice s oznakom „Početak“</h1>") == true)
        let sitemap = try #require(files["sitemap.xml"])
        for url in ["/en/tags/", "/en/tags/swift-ui/", "/hr/tags/pocetak/"] {
            #expect(sitemap.contains("<loc>https://example.org\(url)</loc>"), "\(url) in the sitemap")
        }
    }
}
