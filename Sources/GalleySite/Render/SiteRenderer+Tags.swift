import GalleyCore
import GalleyTemplates

/// A locale's tag pages (``TagIndex``): `/<locale>/tags/<slug>/` for each tag, listing its
/// articles, and `/<locale>/tags/`, listing every tag with its count.
///
/// Each page has a key of its own (``tagPageKey(_:)``, ``tagsKey(_:)``): what it shows of its
/// articles and nothing else, so an edit to an article's body, or to an article the page does
/// not list, leaves it as it was.
extension SiteRenderer {
    /// Writes `locale`'s tag pages; returns how many.
    func writeTags(_ locale: String, into output: any SiteSink, diagnostics: inout Diagnostics) -> Int {
        guard let index = navigation.tags[locale], !index.tags.isEmpty else { return 0 }
        let localizer = Localizer(strings: strings, locale: locale)
        var written = 0
        for tag in index.tags {
            let url = TagIndex.url(locale: locale, slug: tag.slug)
            let path = String(url.dropFirst()) + "index.html"
            written += keyed(path, key: incremental.map { _ in tagPageKey(tag) }, pages: 1, into: output) {
                writeTag(
                    tag, locale: locale, url: url, path: path, localizer: localizer, into: $0, diagnostics: &diagnostics
                )
            }
        }
        let url = TagIndex.indexURL(locale: locale)
        let path = String(url.dropFirst()) + "index.html"
        written += keyed(path, key: incremental.map { _ in tagsKey(index) }, pages: 1, into: output) { output in
            let context = TagsContext(
                tags: index.tags.map {
                    TagsContext.Tag(
                        name: $0.name, url: link(TagIndex.url(locale: locale, slug: $0.slug)),
                        count: localizer.plural("tags.pages", $0.articles.count))
                })
            var translations: [String: String] = [:]
            for other in config.locales.map(\.code) where navigation.tags[other]?.tags.isEmpty == false {
                translations[other] = TagIndex.indexURL(locale: other)
            }
            let layout = layout(
                locale: locale, title: localizer.text("tags.title"), description: localizer.text("tags.description"),
                path: url, ogType: "website", translations: translations)
            return page(
                "tags", context.templateValue, layout: layout, path: path, into: output, diagnostics: &diagnostics)
        }
        return written
    }

    private func writeTag(
        _ tag: TagIndex.Tag, locale: String, url: String, path: String, localizer: Localizer, into output: any SiteSink,
        diagnostics: inout Diagnostics
    ) -> Int {
        let heading = localizer.text("tags.tagged", ["tag": tag.name])
        let context = TagContext(
            name: tag.name, heading: heading, count: localizer.plural("tags.pages", tag.articles.count),
            allTagsURL: link(TagIndex.indexURL(locale: locale)),
            articles: tag.articles.map {
                IndexContext.Item(
                    title: $0.metadata.title, url: link($0.url), summary: $0.metadata.summary,
                    published: localizer.date($0.metadata.date), contentLang: locale, fallbackLabel: nil)
            })
        var layout = layout(
            locale: locale, title: heading, description: heading, path: url, ogType: "website",
            translations: [locale: url])
        // A tag is a word of one language, with no translation: the switcher leads to the other
        // languages' lists of tags, which are not this page's alternates.
        for (position, language) in layout.languages.enumerated() where language.code != locale {
            guard navigation.tags[language.code]?.tags.isEmpty == false else { continue }
            layout.languages[position].url = link(TagIndex.indexURL(locale: language.code))
            layout.languages[position].available = true
        }
        return page("tag", context.templateValue, layout: layout, path: path, into: output, diagnostics: &diagnostics)
    }

    /// The key of a tag's page: the tag, and the title, URL, summary and date of each article
    /// it lists, in order.
    func tagPageKey(_ tag: TagIndex.Tag) -> String {
        var parts = ["tag", tag.name, tag.slug]
        for article in tag.articles {
            let metadata = article.metadata
            parts += [
                article.url, metadata.title, metadata.summary ?? "-", metadata.date?.description ?? "-",
            ]
        }
        parts += navigation.tags.keys.sorted().map { "tags \($0) \(tagsURL($0) != nil)" }
        return PageInputs.page(site: siteKey, parts: parts)
    }

    /// The key of a locale's list of tags: each tag and its count, and which locales have tags.
    func tagsKey(_ index: TagIndex) -> String {
        var parts = ["tags", index.locale]
        for tag in index.tags { parts += [tag.name, tag.slug, "\(tag.articles.count)"] }
        parts += navigation.tags.keys.sorted().map { "tags \($0) \(tagsURL($0) != nil)" }
        return PageInputs.page(site: siteKey, parts: parts)
    }

    /// The sitemap's entries for every locale's tag pages: the lists of tags are one another's
    /// alternates; a tag's page has none.
    func tagSitemapEntries() -> [Sitemap.Entry] {
        let tagged = config.locales.map(\.code).filter { navigation.tags[$0]?.tags.isEmpty == false }
        let alternates = tagged.map { (hreflang: $0, url: absolute(TagIndex.indexURL(locale: $0))) }
        var entries: [Sitemap.Entry] = []
        for locale in tagged {
            entries.append(
                Sitemap.Entry(
                    url: absolute(TagIndex.indexURL(locale: locale)), lastModified: nil, alternates: alternates))
            for tag in navigation.tags[locale]?.tags ?? [] {
                entries.append(
                    Sitemap.Entry(
                        url: absolute(TagIndex.url(locale: locale, slug: tag.slug)), lastModified: nil, alternates: []))
            }
        }
        return entries
    }
}
