import Foundation
import GalleyCore
import GalleyI18n
import GalleyMarkdown
import GalleySnippets
import GalleyTemplates

/// Renders a loaded site into a `SiteOutput`: article pages, indexes, feeds, search indexes,
/// the sitemap, the 404 page and the root redirect.
struct SiteRenderer {
    let config: SiteConfig
    let catalog: ContentCatalog
    let proofs: SnippetProofs
    let strings: UIStrings
    let templates: TemplateLibrary
    let templateDisplay: String

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

    struct RenderedArticle {
        var article: SourceArticle
        var document: RenderedDocument
        var blocks: [FencedBlock]
    }

    func render(into output: SiteOutput, diagnostics: inout Diagnostics) -> Int {
        let pages = Dictionary(
            catalog.articles.map { ($0.contentPath, LinkResolver.Target(url: link($0.url), anchors: nil)) },
            uniquingKeysWith: { first, _ in first })
        let resolver = LinkResolver(pages: pages, assets: [])
        var rendered: [RenderedArticle] = []
        for article in catalog.articles {
            rendered.append(renderBody(article, resolver: resolver))
        }
        checkLinks(rendered, diagnostics: &diagnostics)
        var count = 0
        for (index, page) in rendered.enumerated() {
            count += writeArticle(page, all: rendered, index: index, into: output, diagnostics: &diagnostics)
        }
        for locale in config.locales {
            count += writeIndex(locale.code, rendered: rendered, into: output, diagnostics: &diagnostics)
            writeFeedAndSearch(locale.code, rendered: rendered, into: output, diagnostics: &diagnostics)
            count += writeNotFound(locale.code, path: "\(locale.code)/404.html", into: output, diagnostics: &diagnostics)
        }
        count += writeNotFound(config.defaultLocale, path: "404.html", into: output, diagnostics: &diagnostics)
        writeRedirect(into: output, diagnostics: &diagnostics)
        writeSitemap(rendered, into: output, diagnostics: &diagnostics)
        return count
    }

    // MARK: - Bodies

    func renderBody(_ article: SourceArticle, resolver: LinkResolver) -> RenderedArticle {
        let blocks = SnippetProofs.fencedBlocks(of: article)
        let localizer = Localizer(strings: strings, locale: article.locale)
        let figures = FigureRenderer(article: article.displayPath, blocks: blocks, proofs: proofs, localizer: localizer)
        let contentPath = article.contentPath
        let options = HTMLRenderer.Options(
            rawHTML: config.allowRawHTML ? .allowWithTagFilter : .escape, headingIDs: true,
            headingAnchor: .init(label: localizer.text("nav.linkToSection")),
            codeBlock: { context in figures.html(forBlockAt: context.range.lowerBound.line) },
            linkDestination: { destination, range in
                (try? resolver.resolve(destination, in: contentPath, at: range.lowerBound).get()) ?? destination
            },
            imageSource: { destination, range in
                (try? resolver.resolve(destination, in: contentPath, at: range.lowerBound).get()) ?? destination
            })
        return RenderedArticle(article: article, document: article.document.render(options: options), blocks: blocks)
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
}
