import GalleyTemplates
import Testing

@testable import GalleySite

/// The sidebar's tree: folders as sections in reading order, their titles, the breadcrumbs'
/// trail and which sections a page opens.
@Suite struct NavigationTreeTests {
    /// The page of `Content/<locale>/<path>`.
    static func page(_ path: String, _ title: String, order: Int? = nil, locale: String = "en") -> NavigationTree.Page {
        let slug = String(path.dropLast(3))
        return NavigationTree.Page(
            title: title, url: "/\(locale)/\(slug)/", contentPath: "\(locale)/\(path)", contentLocale: locale,
            order: order, folder: NavigationTree.parent(of: slug))
    }

    /// The tree as indented lines: `Title` for a page, `[Title]` for a section.
    static func outline(_ entries: [NavigationTree.Entry], depth: Int = 0) -> [String] {
        entries.flatMap { entry -> [String] in
            let indent = String(repeating: "  ", count: depth)
            switch entry {
            case .page(let page): return [indent + page.title]
            case .section(let section):
                return [indent + "[\(section.title)]"] + outline(section.entries, depth: depth + 1)
            }
        }
    }

    static let pages = [
        page("intro.md", "Introduction", order: 1), page("zebra.md", "Zebra"), page("apple.md", "Apple"),
        page("guides/second.md", "Second", order: 2), page("guides/first.md", "First", order: 1),
        page("guides/advanced/deep.md", "Deep"), page("reference/api.md", "API", order: 1),
        page("getting-started/setup.md", "Setup"),
    ]

    @Test func foldersBecomeSectionsAndEveryLevelIsInReadingOrder() {
        let sections = [
            "guides": SectionFile(folder: "guides", title: "Guides", order: 2),
            "guides/advanced": SectionFile(folder: "guides/advanced", title: "Going further", order: nil),
        ]
        let tree = NavigationTree(locale: "en", pages: Self.pages, sections: sections)
        #expect(
            Self.outline(tree.entries) == [
                // Ordered entries first (Introduction 1, Guides 2), then the rest by title.
                "Introduction", "[Guides]", "  First", "  Second", "  [Going further]", "    Deep", "Apple",
                "[Getting started]", "  Setup", "[Reference]", "  API", "Zebra",
            ])
    }

    /// The index groups what the sidebar arranges: top-level articles under the root
    /// `_section.yml`'s title, then each top-level section with everything below it.
    @Test func theIndexGroupsTopLevelArticlesThenEachTopLevelSection() {
        let sections = [
            "": SectionFile(folder: "", title: "Guides"),
            "guides": SectionFile(folder: "guides", title: "In depth", order: 2),
        ]
        let tree = NavigationTree(locale: "en", pages: Self.pages, sections: sections)
        let groups = tree.indexGroups()
        #expect(groups.map(\.title) == ["Guides", "In depth", "Getting started", "Reference"])
        #expect(groups[0].contentPaths == ["en/intro.md", "en/apple.md", "en/zebra.md"])
        #expect(groups[1].contentPaths == ["en/guides/first.md", "en/guides/second.md", "en/guides/advanced/deep.md"])
        // Without a root file the top-level group has no title of its own; with no top-level
        // articles there is no such group.
        #expect(NavigationTree(locale: "en", pages: Self.pages, sections: [:]).indexGroups()[0].title == nil)
        let nested = NavigationTree(locale: "en", pages: [Self.page("a/b.md", "B")], sections: [:])
        #expect(nested.indexGroups().map(\.title) == ["A"])
    }

    @Test func aFolderIsTitledByItsFileThenTheDefaultLocalesThenItsName() {
        let pages = [
            Self.page("vodici/prvi.md", "Prvi", locale: "hr"), Self.page("guides/first.md", "First"),
            Self.page("more_things/x.md", "X"),
        ]
        let tree = NavigationTree(
            locale: "hr", pages: pages, sections: ["vodici": SectionFile(folder: "vodici", title: "Vodiči")],
            fallbackSections: ["guides": SectionFile(folder: "guides", title: "Guides")])
        #expect(Self.outline(tree.entries) == ["[Guides]", "  First", "[More things]", "  X", "[Vodiči]", "  Prvi"])
        #expect(NavigationTree.title(ofFolder: "a/getting-started") == "Getting started")
    }

    @Test func theTrailLeadsThroughTheSectionsAboveAnArticle() {
        let tree = NavigationTree(
            locale: "en", pages: Self.pages,
            sections: ["guides": SectionFile(folder: "guides", title: "Guides", order: 2)])
        #expect(tree.trail(to: "en/guides/advanced/deep.md").map(\.title) == ["Guides", "Advanced"])
        #expect(tree.trail(to: "en/guides/first.md").map(\.title) == ["Guides"])
        #expect(tree.trail(to: "en/intro.md").isEmpty)
        #expect(tree.trail(to: "en/missing.md").isEmpty)
        #expect(tree.folder(of: "en/guides/advanced/deep.md") == "guides/advanced")
    }

    @Test func aPageOpensTheSectionsThatHoldIt() throws {
        let tree = NavigationTree(locale: "en", pages: Self.pages, sections: [:])
        let value = tree.templateEntries(open: "guides/advanced", link: { "/docs" + $0 }, fallbackLabel: "In English")
        func openSections(_ value: TemplateValue) -> [String] {
            guard case .list(let items) = value else { return [] }
            return items.flatMap { item -> [String] in
                guard case .bool(true) = item["isSection"], let entries = item["entries"] else { return [] }
                let mine = item["open"] == .bool(true) ? [item["title"]?.interpolatedText ?? ""] : []
                return mine + openSections(entries)
            }
        }
        #expect(openSections(value) == ["Guides", "Advanced"])
        guard case .list(let items) = value else { throw Failure.notAList }
        #expect(items.first?["url"] == .string("/docs/en/intro/"))
        #expect(items.first?["entries"] == .list([]), "a page has no entries to inherit a section's")
    }

    enum Failure: Error { case notAList }
}
