import GalleyCore
import GalleyTemplates

/// What an article page shows of the site's navigation: the sidebar, the breadcrumbs and its
/// tags' links (``SiteNavigation``).
extension SiteRenderer {
    /// The sidebar of `article`'s page: its locale's tree with the article's sections open and
    /// its own link marked `aria-current="page"`; `nil` when the theme has no `sidebar` template
    /// or it failed to render (reported once, into `diagnostics`).
    ///
    /// The template is rendered with `t`, `lang`, `homeURL`, `root` and `entries[]`, once per
    /// locale and folder (``SidebarCache``).
    func sidebar(for article: SourceArticle, diagnostics: inout Diagnostics) -> [UInt8]? {
        let locale = article.locale
        guard let tree = navigation.trees[locale], templates.templates["sidebar"] != nil else { return nil }
        let folder = tree.folder(of: article.contentPath) ?? ""
        let (result, isFirst) = sidebars.html(locale: locale, folder: folder) {
            let localizer = Localizer(strings: strings, locale: locale)
            let value: TemplateValue = [
                "t": interfaceStrings[locale] ?? localizer.templateValue, "lang": .string(locale),
                "homeURL": .string(link("/\(locale)/")), "root": .string(link("/")),
                "entries": tree.templateEntries(
                    open: folder, link: link, fallbackLabel: localizer.text("translation.inLanguage")),
            ]
            return Result { () throws(DiagnosticError) in try templates.renderBytes("sidebar", value: value) }
        }
        switch result {
        case .success(let html):
            return SidebarCache.marking(html, current: link(article.url))
        case .failure(let error):
            if isFirst { diagnostics.append(contentsOf: error.diagnostics) }
            return nil
        }
    }

    /// The titles of the sections above `article`, for its breadcrumbs.
    func breadcrumbs(for article: SourceArticle) -> [String] {
        navigation.trees[article.locale]?.trail(to: article.contentPath).map(\.title) ?? []
    }

    /// Links to the pages of `article`'s tags, in the order its front matter lists them.
    func tagLinks(for article: SourceArticle) -> [ArticleContext.Tag] {
        var seen: Set<String> = []
        return article.metadata.tags.compactMap { name in
            let slug = TagIndex.slug(name)
            guard !slug.isEmpty, seen.insert(slug).inserted else { return nil }
            return ArticleContext.Tag(name: name, url: link(TagIndex.url(locale: article.locale, slug: slug)))
        }
    }

    /// The locale's list of tags, when it has any.
    func tagsURL(_ locale: String) -> String? {
        navigation.tags[locale]?.tags.isEmpty == false ? link(TagIndex.indexURL(locale: locale)) : nil
    }

    /// The parts of an article page's build-graph key that its navigation adds: its locale's
    /// tree (titles, URLs and places of every page its sidebar and breadcrumbs show) and
    /// whether the locale has tags (the footer links their list).
    func navigationKeyParts(_ locale: String) -> [String] {
        ["navigation \(navigation.treeKeys[locale] ?? "-")", "tags \(tagsURL(locale) != nil)"]
    }
}
