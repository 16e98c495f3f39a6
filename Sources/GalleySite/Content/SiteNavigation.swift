/// What the site's navigation is made from, per locale: the sidebar's tree (``NavigationTree``)
/// and the tags (``TagIndex``), with the key of each tree for the build graph.
struct SiteNavigation: Sendable {
    var trees: [String: NavigationTree] = [:]
    var tags: [String: TagIndex] = [:]
    /// Each locale's tree as the build graph sees it (``key(of:)``).
    var treeKeys: [String: String] = [:]

    /// The trees and tags of `catalog`'s published articles. A locale's tree holds what its
    /// index lists: its own articles and, when `site.yml` shows untranslated articles, the
    /// default locale's that it lacks.
    init(config: SiteConfig, catalog: ContentCatalog) {
        var byLocale: [String: [SourceArticle]] = [:]
        for article in catalog.articles { byLocale[article.locale, default: []].append(article) }
        let defaultSections = catalog.sections[config.defaultLocale] ?? [:]
        for locale in config.locales.map(\.code) {
            let own = byLocale[locale] ?? []
            var pages = own.map(Self.page)
            if config.translations.showUntranslated && locale != config.defaultLocale {
                pages += (byLocale[config.defaultLocale] ?? []).filter {
                    catalog.translation(of: $0, in: locale) == nil
                }.map(Self.page)
            }
            let tree = NavigationTree(
                locale: locale, pages: pages, sections: catalog.sections[locale] ?? [:],
                fallbackSections: locale == config.defaultLocale ? [:] : defaultSections)
            trees[locale] = tree
            treeKeys[locale] = Self.key(of: tree)
            tags[locale] = TagIndex(locale: locale, articles: own)
        }
    }

    static func page(_ article: SourceArticle) -> NavigationTree.Page {
        let slug = article.slug
        let folder = slug.lastIndex(of: "/").map { String(slug[..<$0]) } ?? ""
        return NavigationTree.Page(
            title: article.metadata.title, url: article.url, contentPath: article.contentPath,
            contentLocale: article.locale, order: article.metadata.order, folder: folder)
    }

    /// Everything of `tree` a page shows (its sidebar and breadcrumbs): each entry's kind,
    /// title, URL, language and place, in order. An edit that leaves these alone (an article's
    /// body, its summary, its tags) leaves every other page's key as it was.
    static func key(of tree: NavigationTree) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * tree.folders.count + 64)
        func add(_ entries: [NavigationTree.Entry], depth: Int) {
            for entry in entries {
                switch entry {
                case .page(let page):
                    bytes += "p\(depth) \(page.url) \(page.contentLocale) \(page.title)\u{0}".utf8
                case .section(let section):
                    bytes += "s\(depth) \(section.folder) \(section.title)\u{0}".utf8
                    add(section.entries, depth: depth + 1)
                }
            }
        }
        add(tree.entries, depth: 0)
        return Fingerprint.hex(bytes: bytes)
    }
}
