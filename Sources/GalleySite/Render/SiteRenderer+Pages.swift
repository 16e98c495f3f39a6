import Foundation
import GalleyCore
import GalleyI18n
import GalleyTemplates
import GalleyYAML

extension SiteRenderer {
    func layout(
        locale: String, title: String, description: String, path: String, ogType: String,
        translations: [String: String], banner: String? = nil, verification: String? = nil
    ) -> LayoutContext {
        let localizer = Localizer(strings: strings, locale: locale)
        let languages = config.locales.map { other in
            LayoutContext.Language(
                code: other.code, label: other.label, url: link(translations[other.code] ?? "/\(other.code)/"),
                current: other.code == locale, available: translations[other.code] != nil)
        }
        let alternates = config.locales.compactMap { other in
            translations[other.code].map { LayoutContext.Alternate(hreflang: other.code, url: absolute($0)) }
        }
        let siteTitle = config.locale(locale)?.title ?? config.title
        return LayoutContext(
            lang: locale, pageTitle: title == siteTitle ? title : "\(title) — \(siteTitle)", siteTitle: siteTitle,
            description: description, canonicalURL: absolute(path), ogType: ogType, alternates: alternates,
            xDefaultURL: absolute(translations[config.defaultLocale] ?? path), languages: languages,
            root: link("/"), searchIndexURL: link("/\(locale)/search.json"), homeURL: link("/\(locale)/"),
            feedURL: link("/\(locale)/feed.xml"), bannerHTML: banner, verificationText: verification,
            siteDescription: config.description(in: locale), params: config.params,
            t: interfaceStrings[locale] ?? localizer.templateValue, tagsURL: tagsURL(locale))
    }

    /// Renders one page into `output`; with a `key`, the page is recorded in the build graph.
    func page(
        _ name: String, _ context: TemplateValue, layout: LayoutContext, path: String, into output: any SiteSink,
        key: String? = nil, diagnostics: inout Diagnostics
    ) -> Int {
        do {
            // Rendered as bytes and written as bytes: the page is never made a string.
            let layoutValue = layout.templateValue
            let inner = try templates.renderBytes(name, value: layoutValue.merging(context))
            let html = try templates.renderBytes("layout", value: layoutValue.merging(["content": .htmlBytes(inner)]))
            if let key, let incremental {
                let (kept, digest) = incremental.keepIfUnchanged(path, key: key, bytes: html, into: output)
                if kept { return 1 }
                try output.write(bytes: html, to: path)
                incremental.record(path, key: key, digest: digest, stamp: (output as? SiteOutput)?.stamp(of: path))
            } else {
                try output.write(bytes: html, to: path)
            }
            return 1
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return 0
        }
    }

    /// Writes one article page; `siblings` are its locale's articles in reading order, the
    /// article at `position` among them.
    func writeArticle(
        _ page: RenderedArticle, siblings: [SourceArticle], position: Int?, resolver: LinkResolver,
        into output: any SiteSink, diagnostics: inout Diagnostics
    ) -> Int {
        let article = page.article
        let localizer = Localizer(strings: strings, locale: article.locale)
        func neighbour(_ offset: Int) -> ArticleContext.Link? {
            guard let position, siblings.indices.contains(position + offset) else { return nil }
            let other = siblings[position + offset]
            return ArticleContext.Link(title: other.metadata.title, url: link(other.url))
        }
        var translations: [String: String] = [:]
        for locale in config.locales {
            if let translation = catalog.translation(of: article, in: locale.code) {
                translations[locale.code] = translation.url
            }
        }
        let path = "\(article.locale)/\(article.slug)/index.html"
        let key = pageKey(
            page, translations: translations, neighbours: [neighbour(-1), neighbour(1)], siblings: siblings)
        if let incremental, incremental.reuse(path, key: key, into: output) { return 1 }
        let (page, document) = converted(page, resolver: resolver)
        let notice = translationNotice(for: article, localizer: localizer)
        let context = ArticleContext(
            title: article.metadata.title, summary: article.metadata.summary,
            published: localizer.date(article.metadata.date), updated: localizer.date(article.metadata.updated),
            toc: document.tableOfContents.map { .init(id: $0.id, title: $0.title, level: $0.level) },
            noticeHTML: notice, body: document.htmlBytes, previous: neighbour(-1), next: neighbour(1),
            breadcrumbs: breadcrumbs(for: article), tags: tagLinks(for: article))
        var layout = layout(
            locale: article.locale, title: article.metadata.title,
            description: article.metadata.summary ?? article.metadata.title,
            path: article.url, ogType: "article", translations: translations,
            verification: verificationLine(for: page, localizer: localizer))
        layout.sidebarHTML = sidebar(for: article, diagnostics: &diagnostics)
        let (template, value) = tutorialPage(
            page, document: document, context: context, siblings: siblings, localizer: localizer)
        return self.page(
            template, value, layout: layout, path: path, into: output, key: key, diagnostics: &diagnostics)
    }

    /// The build-graph key of an article page (see ``PageInputs``).
    func pageKey(
        _ page: RenderedArticle, translations: [String: String], neighbours: [ArticleContext.Link?],
        siblings: [SourceArticle]
    ) -> String {
        let article = page.article
        var parts = [article.contentPath, article.displayPath, article.sourceDigest]
        parts += translations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if article.locale != config.defaultLocale,
            let source = catalog.translation(of: article, in: config.defaultLocale)
        {
            parts += ["source", source.contentPath, source.sourceDigest]
        }
        parts += neighbours.map { $0.map { "\($0.title) \($0.url)" } ?? "-" }
        if page.tutorial != nil {
            // A tutorial's pager leads to the previous and next tutorial.
            parts += siblings.filter(\.metadata.isTutorial).map { "tutorial \($0.metadata.title) \($0.url)" }
        }
        parts += navigationKeyParts(article.locale)
        parts += proofDescriptions(page.blocks)
        return PageInputs.page(site: siteKey, parts: parts)
    }

    /// "All 12 Swift snippets on this page were compiled with Swift 6.3.1." or the unverified note.
    func verificationLine(for page: RenderedArticle, localizer: Localizer) -> String? {
        let swiftBlocks = page.blocks.filter { $0.language == "swift" }
        guard !swiftBlocks.isEmpty else { return nil }
        guard proofs.verified, let version = proofs.toolchainVersion else {
            return localizer.text("footer.notVerified")
        }
        let passed = swiftBlocks.filter {
            if case .passed? = proofs.result(for: $0.id)?.status { return true }
            return false
        }.count
        return
            (try? strings.plural(
                "footer.snippetsVerified", count: passed, locale: localizer.locale,
                arguments: [
                    "version": FigureRenderer.provenWith(version, snippets: config.snippets, localizer: localizer)
                ])) ?? ""
    }

    /// A notice on translations that are out of date, naming what changed and linking the source.
    func translationNotice(for article: SourceArticle, localizer: Localizer) -> String? {
        guard article.locale != config.defaultLocale,
            let source = catalog.translation(of: article, in: config.defaultLocale)
        else { return nil }
        let status = TranslationStatus.of(translation: article, source: source)
        guard case .stale(let changes) = status else { return nil }
        let names = TranslationNotice.partNames(changes, source: source, translation: article, localizer: localizer)
        return localizer.text("translation.outdated", ["changes": names]).htmlEscaped
            + " <a href=\"\(link(source.url).htmlEscaped)\" hreflang=\"\(source.locale)\" lang=\"\(source.locale)\">"
            + localizer.text("translation.readOriginal").htmlEscaped + "</a>"
    }

    func writeIndex(
        _ locale: String, rendered: [RenderedArticle], into output: any SiteSink, diagnostics: inout Diagnostics
    )
        -> Int
    {
        let localizer = Localizer(strings: strings, locale: locale)
        var items: [(order: Int, title: String, path: String, item: IndexContext.Item)] = []
        for article in catalog.articles where article.locale == locale {
            items.append(
                (
                    article.metadata.order ?? Int.max, article.metadata.title, article.contentPath,
                    IndexContext.Item(
                        title: article.metadata.title, url: link(article.url), summary: article.metadata.summary,
                        published: localizer.date(article.metadata.date), contentLang: locale, fallbackLabel: nil)
                ))
        }
        if config.translations.showUntranslated && locale != config.defaultLocale {
            for article in catalog.articles
            where article.locale == config.defaultLocale
                && catalog.translation(of: article, in: locale) == nil
            {
                items.append(
                    (
                        article.metadata.order ?? Int.max, article.metadata.title, article.contentPath,
                        IndexContext.Item(
                            title: article.metadata.title, url: link(article.url), summary: article.metadata.summary,
                            published: localizer.date(article.metadata.date), contentLang: article.locale,
                            fallbackLabel: localizer.text("translation.notTranslated"))
                    ))
            }
        }
        items.sort { ($0.order, $0.title) < ($1.order, $1.title) }
        // The site's own description leads; the theme's sentence says what every Galley site
        // shares, that its code was proven.
        let description = config.description(in: locale)
        let intro = [description, localizer.text("index.intro")].compactMap { $0 }.joined(separator: " ")
        // Grouped as the sidebar arranges them: the top-level articles, then each top-level
        // section; an article the tree does not place joins the first group.
        var byPath: [String: IndexContext.Item] = [:]
        for entry in items { byPath[entry.path] = entry.item }
        var groups: [IndexContext.Group] = []
        var placed: Set<String> = []
        for group in navigation.trees[locale]?.indexGroups() ?? [] {
            let members = group.contentPaths.compactMap { path in byPath[path].map { (path, $0) } }
            placed.formUnion(members.map(\.0))
            groups.append(IndexContext.Group(title: group.title, articles: members.map(\.1)))
        }
        let unplaced = items.filter { !placed.contains($0.path) }.map(\.item)
        if !unplaced.isEmpty {
            if groups.first?.title == nil && !groups.isEmpty {
                groups[0].articles += unplaced
            } else {
                groups.insert(IndexContext.Group(title: nil, articles: unplaced), at: 0)
            }
        }
        let context = IndexContext(
            title: localizer.text("index.title"), introHTML: intro.htmlEscaped, articles: items.map(\.item),
            groups: groups, untitledGroup: localizer.text("index.articles"))
        var translations: [String: String] = [:]
        for other in config.locales { translations[other.code] = "/\(other.code)/" }
        let layout = layout(
            locale: locale, title: config.locale(locale)?.title ?? config.title,
            description: description ?? localizer.text("index.intro"),
            path: "/\(locale)/", ogType: "website", translations: translations)
        return page(
            "index", context.templateValue, layout: layout, path: "\(locale)/index.html", into: output,
            diagnostics: &diagnostics)
    }

    func writeNotFound(_ locale: String, path: String, into output: any SiteSink, diagnostics: inout Diagnostics) -> Int
    {
        let localizer = Localizer(strings: strings, locale: locale)
        let layout = layout(
            locale: locale, title: localizer.text("notFound.title"), description: localizer.text("notFound.message"),
            path: "/" + path, ogType: "website", translations: [:])
        return page("404", .object([:]), layout: layout, path: path, into: output, diagnostics: &diagnostics)
    }

    func writeRedirect(into output: any SiteSink, diagnostics: inout Diagnostics) {
        let languages: [TemplateValue] = config.locales.map {
            ["code": .string($0.code), "label": .string($0.label), "url": .string(link("/\($0.code)/"))]
        }
        let context: TemplateValue = [
            "lang": .string(config.defaultLocale), "siteTitle": .string(config.title), "root": .string(link("/")),
            "url": .string(link("/\(config.defaultLocale)/")), "languages": .list(languages),
        ]
        do { try output.write(try templates.render("redirect", value: context), to: "index.html") } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
    }

    func writeFeedAndSearch(
        _ locale: String, rendered: [RenderedArticle], into output: any SiteSink,
        diagnostics: inout Diagnostics
    ) {
        var fragments: [SearchIndex.Piece] = []
        var paths: [String] = []
        var entries: [AtomFeed.Entry] = []
        let source = incremental?.searchSources[locale]
        for page in rendered where page.article.locale == locale {
            let metadata = page.article.metadata
            // A body taken from the build state without its fragment: the fragment is copied
            // from where it lies in the previous output's index.
            if page.facts.search.isEmpty, source != nil, let kept = memo?.keptSearch(page.article.contentPath) {
                fragments.append(.kept(offset: kept.offset, count: kept.count))
            } else {
                fragments.append(.bytes(page.facts.search))
            }
            paths.append(page.article.contentPath)
            let published = metadata.date.map { "\($0)T00:00:00Z" } ?? "1970-01-01T00:00:00Z"
            let updated = metadata.updated.map { "\($0)T00:00:00Z" } ?? published
            entries.append(
                AtomFeed.Entry(
                    title: metadata.title, url: absolute(page.article.url), summary: metadata.summary ?? "",
                    published: published, updated: updated))
        }
        let title = config.locale(locale)?.title ?? config.title
        do {
            let search = incremental?.searchIndexes
            if search?.reused.contains(locale) != true {
                let pieces = SearchIndex.coalesced(
                    SearchIndex.pieces(locale: locale, fragments: fragments) { position, offset in
                        incremental?.recordSearch(paths[position], at: offset)
                    })
                let path = "\(locale)/search.json"
                if let disk = output as? SiteOutput {
                    let stamp = try disk.write(pieces: pieces, keptFrom: source, to: path)
                    incremental?.record(path, key: search?.keys[locale] ?? "", written: stamp)
                } else {
                    let index = try Self.join(pieces, keptFrom: source, path: path)
                    try output.write(index, to: path)
                    incremental?.record(path, key: search?.keys[locale] ?? "", data: index)
                }
            }
            _ = try listing("\(locale)/feed.xml", pages: 0, into: output) { output throws(DiagnosticError) in
                try output.write(
                    AtomFeed.xml(
                        title: title, language: locale, feedURL: absolute("/\(locale)/feed.xml"),
                        siteURL: absolute("/\(locale)/"), entries: entries), to: "\(locale)/feed.xml")
                return 0
            }
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
    }

    func writeSitemap(_ rendered: [RenderedArticle], into output: any SiteSink, diagnostics: inout Diagnostics) {
        var entries: [Sitemap.Entry] = config.locales.map { locale in
            Sitemap.Entry(
                url: absolute("/\(locale.code)/"), lastModified: nil,
                alternates: config.locales.map { ($0.code, absolute("/\($0.code)/")) })
        }
        for page in rendered {
            let article = page.article
            let alternates = config.locales.compactMap { locale in
                catalog.translation(of: article, in: locale.code).map { (hreflang: locale.code, url: absolute($0.url)) }
            }
            let modified = (article.metadata.updated ?? article.metadata.date)?.description
            entries.append(Sitemap.Entry(url: absolute(article.url), lastModified: modified, alternates: alternates))
        }
        entries += tagSitemapEntries()
        do { try output.write(Sitemap.xml(entries), to: "sitemap.xml") } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
    }
}
