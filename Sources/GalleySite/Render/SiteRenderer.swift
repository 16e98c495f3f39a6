import Foundation
import GalleyCore
import GalleyI18n
import GalleyMarkdown
import GalleySnippets
import GalleyTemplates

/// Renders a loaded site into a ``SiteSink``: article pages, indexes, feeds, search indexes,
/// the sitemap, the 404 page and the root redirect.
struct SiteRenderer: Sendable {
    let config: SiteConfig
    let catalog: ContentCatalog
    let proofs: SnippetProofs
    let strings: UIStrings
    let templates: TemplateLibrary
    let highlighter: HighlightCache
    /// Each locale's interface strings as the templates' `t`, built once per build.
    var interfaceStrings: [String: TemplateValue] = [:]

    /// The URL path the site lives under, from `baseURL` (`""` or e.g. `/docs`).
    var sitePath: String {
        guard let url = URL(string: config.baseURL), !url.path.isEmpty, url.path != "/" else { return "" }
        return url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
    }
    var origin: String {
        guard let url = URL(string: config.baseURL), let scheme = url.scheme, let host = url.host else { return "" }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }
    func link(_ path: String) -> String { sitePath + path }
    func absolute(_ path: String) -> String { origin + sitePath + path }

    struct RenderedArticle: Sendable {
        var article: SourceArticle
        var document: RenderedDocument
        var blocks: [FencedBlock]
        /// Search entries for the page's sections, folded while the page renders.
        var search: [SearchIndex.Entry]
        /// The article's steps, for a tutorial.
        var tutorial: Tutorial? = nil
    }

    func render(into output: any SiteSink, diagnostics: inout Diagnostics) -> Int {
        let pages = Dictionary(
            catalog.articles.map { ($0.contentPath, LinkResolver.Target(url: link($0.url), anchors: nil)) },
            uniquingKeysWith: { first, _ in first })
        let resolver = LinkResolver(pages: pages, assets: [])
        let renderer = self
        let rendered = Parallel.map(catalog.articles) { renderer.renderBody($0, resolver: resolver) }
        checkLinks(rendered, diagnostics: &diagnostics)
        var readingOrder: [String: [SourceArticle]] = [:]
        for locale in config.locales {
            readingOrder[locale.code] = rendered.map(\.article).filter { $0.locale == locale.code }.sorted {
                ($0.metadata.order ?? Int.max, $0.metadata.title) < ($1.metadata.order ?? Int.max, $1.metadata.title)
            }
        }
        let order = readingOrder
        let written = Parallel.map(rendered) { page in
            var problems = Diagnostics()
            let pages = renderer.writeArticle(
                page, siblings: order[page.article.locale] ?? [], into: output, diagnostics: &problems)
            return (pages, problems.all)
        }
        var count = 0
        for (pages, problems) in written {
            count += pages
            diagnostics.append(contentsOf: problems)
        }
        for locale in config.locales {
            count += writeIndex(locale.code, rendered: rendered, into: output, diagnostics: &diagnostics)
            writeFeedAndSearch(locale.code, rendered: rendered, into: output, diagnostics: &diagnostics)
            count += writeNotFound(
                locale.code, path: "\(locale.code)/404.html", into: output, diagnostics: &diagnostics)
        }
        count += writeNotFound(config.defaultLocale, path: "404.html", into: output, diagnostics: &diagnostics)
        writeRedirect(into: output, diagnostics: &diagnostics)
        writeSitemap(rendered, into: output, diagnostics: &diagnostics)
        return count
    }

    // MARK: - Bodies

    func renderBody(_ article: SourceArticle, resolver: LinkResolver) -> RenderedArticle {
        let blocks = article.blocks.blocks
        let localizer = Localizer(strings: strings, locale: article.locale)
        let tutorial = article.tutorial
        let figures = FigureRenderer(
            blocks: blocks, proofs: proofs, localizer: localizer, highlighter: highlighter, tutorial: tutorial)
        let file = article.displayPath
        let contentPath = article.contentPath
        var options = HTMLRenderer.Options(
            rawHTML: config.allowRawHTML ? .allowWithTagFilter : .escape, headingIDs: true,
            headingAnchor: .init(label: localizer.text("nav.linkToSection")),
            codeBlock: { context in
                figures.html(for: BlockID(file: file, fenceLine: context.range.lowerBound.line))
            },
            linkDestination: { destination, range in
                (try? resolver.resolve(destination, in: contentPath, at: range.lowerBound).get()) ?? destination
            },
            imageSource: { destination, range in
                (try? resolver.resolve(destination, in: contentPath, at: range.lowerBound).get()) ?? destination
            })
        options.indexedCode = { context in
            context.language == "swift" ? HiddenLines.visibleCode(of: context.literal) : context.literal
        }
        let document = article.document.render(options: options)
        var search = SearchIndex(locale: article.locale)
        search.add(page: article.metadata.title, url: link(article.url), sections: document.sections)
        return RenderedArticle(
            article: article, document: document, blocks: blocks, search: search.entries, tutorial: tutorial)
    }

    func checkLinks(_ rendered: [RenderedArticle], diagnostics: inout Diagnostics) {
        var pages: [String: LinkResolver.Target] = [:]
        for page in rendered {
            pages[page.article.contentPath] = LinkResolver.Target(
                url: link(page.article.url), anchors: Set(page.document.headings.map(\.id)))
        }
        let resolver = LinkResolver(pages: pages, assets: publicAssets)
        for page in rendered {
            diagnostics.append(contentsOf: page.document.diagnostics)
            for reference in page.document.links {
                if case .failure(let diagnostic) = resolver.resolve(
                    reference.destination, in: page.article.contentPath, at: reference.range.lowerBound)
                {
                    diagnostics.append(diagnostic)
                }
            }
        }
    }

    var publicAssets: Set<String> = []
    /// The build graph of an incremental build: unchanged article pages are taken from the
    /// previous output instead of being rendered.
    var incremental: IncrementalPages?
    /// The key of what every page shares (``PageInputs/site(files:settings:)``).
    var siteKey = ""
}
