import Foundation

/// One locale's sidebar: its published articles in the folders of `Content/<locale>/`, each
/// folder a section titled by its ``SectionFile`` (or its name), every level in reading order
/// (`order`, then title, articles and sections alike).
///
/// The articles are those the locale's index lists: its own published ones and, when the site
/// shows untranslated articles, the default locale's that it lacks, placed in the folders they
/// have in the default locale. The breadcrumbs of an article are its folders' sections
/// (``trail(to:)``).
struct NavigationTree: Sendable {
    struct Page: Sendable {
        var title: String
        /// The page's URL path, e.g. `/hr/vodici/nacin-citanja/`.
        var url: String
        var contentPath: String
        /// The article's locale: another than the tree's for an untranslated article.
        var contentLocale: String
        var order: Int?
        /// The page's folder below its locale's: `guides/advanced`, or `""`.
        var folder: String
    }

    struct Section: Sendable {
        /// The folder below the locale's: `guides/advanced`.
        var folder: String
        var title: String
        var order: Int?
        var entries: [Entry]
    }

    enum Entry: Sendable {
        case page(Page)
        case section(Section)
    }

    var locale: String
    var entries: [Entry]
    /// Each section's title, by folder.
    private(set) var titles: [String: String] = [:]
    /// Each page's folder, by content path.
    private(set) var folders: [String: String] = [:]
    /// The title of the locale's top-level articles, from a `_section.yml` in the locale's own
    /// folder: the index heads their group with it.
    private(set) var rootTitle: String?

    /// Arranges `pages` into their folders' sections. A folder's title and order come from
    /// `sections` (the locale's `_section.yml` files), else from `fallbackSections` (the
    /// default locale's, for a folder only untranslated articles bring), else its name.
    init(
        locale: String, pages: [Page], sections: [String: SectionFile], fallbackSections: [String: SectionFile] = [:]
    ) {
        self.locale = locale
        var pagesByFolder: [String: [Page]] = [:]
        var children: [String: Set<String>] = [:]
        var folders: [String: String] = [:]
        for page in pages {
            pagesByFolder[page.folder, default: []].append(page)
            folders[page.contentPath] = page.folder
            var folder = page.folder
            while !folder.isEmpty {
                let parent = Self.parent(of: folder)
                children[parent, default: []].insert(folder)
                folder = parent
            }
        }
        var titles: [String: String] = [:]
        for folder in children.values.flatMap({ $0 }) {
            titles[folder] =
                sections[folder]?.title ?? fallbackSections[folder]?.title ?? Self.title(ofFolder: folder)
        }
        func arranged(_ folder: String) -> [Entry] {
            var items: [(order: Int, title: String, path: String, entry: Entry)] = []
            for page in pagesByFolder[folder] ?? [] {
                items.append((page.order ?? Int.max, page.title, page.contentPath, .page(page)))
            }
            for child in children[folder] ?? [] {
                let order = (sections[child] ?? fallbackSections[child])?.order
                let title = titles[child] ?? child
                let section = Section(folder: child, title: title, order: order, entries: arranged(child))
                items.append((order ?? Int.max, title, child, .section(section)))
            }
            return items.sorted { ($0.order, $0.title, $0.path) < ($1.order, $1.title, $1.path) }.map(\.entry)
        }
        entries = arranged("")
        rootTitle = sections[""]?.title ?? fallbackSections[""]?.title
        self.titles = titles
        self.folders = folders
    }

    /// The sections from the top down to the article's, for its breadcrumbs; empty for an
    /// article at the top or one the tree does not hold.
    func trail(to contentPath: String) -> [Section] {
        guard let folder = folders[contentPath], !folder.isEmpty else { return [] }
        var trail: [Section] = []
        var current = folder
        while !current.isEmpty {
            trail.append(Section(folder: current, title: titles[current] ?? current, order: nil, entries: []))
            current = Self.parent(of: current)
        }
        return trail.reversed()
    }

    /// The index's groups: the top-level pages (titled by ``rootTitle``), then each top-level
    /// section with every page below it, in the sidebar's order; empty groups are left out.
    func indexGroups() -> [(title: String?, contentPaths: [String])] {
        func pages(_ entries: [Entry]) -> [String] {
            entries.flatMap { entry -> [String] in
                switch entry {
                case .page(let page): [page.contentPath]
                case .section(let section): pages(section.entries)
                }
            }
        }
        var groups: [(title: String?, contentPaths: [String])] = [(rootTitle, [])]
        for entry in entries {
            switch entry {
            case .page(let page): groups[0].contentPaths.append(page.contentPath)
            case .section(let section): groups.append((section.title, pages(section.entries)))
            }
        }
        return groups.filter { !$0.contentPaths.isEmpty }
    }

    /// The folder an article's page sits in, when the tree holds it.
    func folder(of contentPath: String) -> String? { folders[contentPath] }

    /// `a/b/c` → `a/b`; `a` → `""`.
    static func parent(of folder: String) -> String {
        folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
    }

    /// The title of a folder without a `_section.yml`: its name, with hyphens and underscores
    /// as spaces and a capital first letter (`getting-started` → `Getting started`).
    static func title(ofFolder folder: String) -> String {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let spaced = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}
