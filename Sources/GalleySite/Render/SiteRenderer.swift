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

    /// The URL path the site lives under, from `baseURL` (`""` or e.g. `/docs`). Made once: every
    /// link of every page starts with it, and parsing `baseURL` for each was a few percent of an
    /// incremental build.
    let sitePath: String
    /// The scheme, host and port of `baseURL` (`https://example.com`), for absolute URLs.
    let origin: String
    /// Each locale's sidebar tree and tags.
    let navigation: SiteNavigation
    /// The sidebars rendered so far, shared by the pages of a folder.
    let sidebars = SidebarCache()

    init(
        config: SiteConfig, catalog: ContentCatalog, proofs: SnippetProofs, strings: UIStrings,
        templates: TemplateLibrary, highlighter: HighlightCache
    ) {
        self.config = config
        self.catalog = catalog
        self.proofs = proofs
        self.strings = strings
        self.templates = templates
        self.highlighter = highlighter
        (sitePath, origin) = Self.base(of: config.baseURL)
        navigation = SiteNavigation(config: config, catalog: catalog)
    }

    /// The path and the origin of `baseURL`: `https://example.org/docs/` → (`/docs`,
    /// `https://example.org`).
    static func base(of baseURL: String) -> (path: String, origin: String) {
        guard let url = URL(string: baseURL) else { return ("", "") }
        var path = url.path
        if path.hasSuffix("/") { path.removeLast() }
        guard let scheme = url.scheme, let host = url.host else { return (path, "") }
        return (path, "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? ""))
    }

    func link(_ path: String) -> String { sitePath + path }
    func absolute(_ path: String) -> String { origin + sitePath + path }

    struct RenderedArticle: Sendable {
        var article: SourceArticle
        /// The converted body; `nil` when the facts came from the build state, in which case a
        /// page that must be rendered converts the article again (``converted(_:resolver:)``).
        var document: RenderedDocument?
        /// What the link check, the search index and the build state need of the body.
        var facts: ConvertedFacts
        var blocks: [FencedBlock]
        /// The article's steps, for a tutorial.
        var tutorial: Tutorial? = nil
    }

    /// The links of article bodies resolve against the page list alone (anchors are checked
    /// later, in ``checkLinks(_:diagnostics:)``).
    func bodyResolver() -> LinkResolver {
        let pages = Dictionary(
            catalog.articles.map { ($0.contentPath, LinkResolver.Target(url: link($0.url), anchors: nil)) },
            uniquingKeysWith: { first, _ in first })
        return LinkResolver(pages: pages, assets: [])
    }

    /// `page` with its converted body, converting the article again when the body came from the
    /// build state: the same text, site key and proofs convert to the same body.
    func converted(_ page: RenderedArticle, resolver: LinkResolver) -> (RenderedArticle, RenderedDocument) {
        if let document = page.document { return (page, document) }
        return convertBody(page.article, resolver: resolver)
    }

    func render(into output: any SiteSink, diagnostics: inout Diagnostics) -> Int {
        let resolver = bodyResolver()
        let renderer = self
        let catalog = catalog
        let (order, readingPositions) = readingOrder(catalog.articles)
        // Unless the memo keeps bodies for later builds (`galley serve`), an article's page is
        // written as soon as its body is converted and the body's HTML let go: the memory of
        // one page's HTML is used again for the next instead of all of them being held at once
        // (a build's largest use of memory, which the system must clear first).
        let keepsHTML = memo?.keepsHTML ?? false
        let articles = Parallel.map(Array(catalog.articles.indices)) { index in
            let article = catalog.articles[index]
            // A converted article's tree is let go at once (unless a page reads it later), so
            // the memory of the trees is used again for the pages instead of fresh pages.
            defer { if !catalog.treeIsReadAfterConversion(article) { article.tree.release() } }
            var page =
                renderer.memo?.body(of: article, siteKey: renderer.siteKey, proofs: renderer.proofDescriptions) {
                    renderer.renderBody(article, resolver: resolver)
                } ?? renderer.renderBody(article, resolver: resolver)
            var problems = Diagnostics()
            let pages = renderer.writeArticle(
                page, siblings: order[article.locale] ?? [], position: readingPositions[article.contentPath],
                resolver: resolver, into: output, diagnostics: &problems)
            if !keepsHTML { page.document = nil }
            return (page, pages, problems.all)
        }
        let rendered = articles.map(\.0)
        // The link check and the pages besides the articles need every body's facts but no
        // article page; the costliest are handed out first. Diagnostics are reported in the
        // order of `jobs`, whichever finishes first, the articles' after the link check's.
        let jobs = Self.writeJobs(locales: config.locales.map(\.code))
        let schedule = jobs.indices.filter { jobs[$0].startsEarly } + jobs.indices.filter { !jobs[$0].startsEarly }
        let results = Parallel.map(schedule) { position in
            var problems = Diagnostics()
            let pages = renderer.run(
                jobs[position], rendered: rendered, into: output, diagnostics: &problems)
            return (position, pages, problems.all)
        }
        var byJob = [(pages: Int, problems: [Diagnostic])](repeating: (0, []), count: jobs.count)
        for (position, pages, problems) in results { byJob[position] = (pages, problems) }
        // The link check's problems (`jobs` starts with it), then the articles', then the rest.
        let reported = byJob.prefix(1) + articles.map { ($0.1, $0.2) } + byJob.dropFirst()
        for (_, problems) in reported { diagnostics.append(contentsOf: problems) }
        return reported.reduce(0) { $0 + $1.pages }
    }

    /// Each locale's articles in reading order (`order` in their front matter, then title), and
    /// each article's position in its locale's list, by content path.
    func readingOrder(_ articles: [SourceArticle]) -> (
        order: [String: [SourceArticle]], positions: [String: Int]
    ) {
        var order: [String: [SourceArticle]] = [:]
        for locale in config.locales {
            order[locale.code] = articles.filter { $0.locale == locale.code }.sorted {
                ($0.metadata.order ?? Int.max, $0.metadata.title) < ($1.metadata.order ?? Int.max, $1.metadata.title)
            }
        }
        var positions: [String: Int] = [:]
        for articles in order.values {
            for (position, article) in articles.enumerated() { positions[article.contentPath] = position }
        }
        return (order, positions)
    }

    // MARK: - Bodies

    func renderBody(_ article: SourceArticle, resolver: LinkResolver) -> RenderedArticle {
        convertBody(article, resolver: resolver).page
    }

    /// Converts an article's Markdown tree to HTML, with its facts.
    func convertBody(
        _ article: SourceArticle, resolver: LinkResolver
    ) -> (page: RenderedArticle, document: RenderedDocument) {
        let blocks = article.blocks.blocks
        let localizer = Localizer(strings: strings, locale: article.locale)
        let tutorial = article.tutorial
        let figures = FigureRenderer(
            blocks: blocks, proofs: proofs, localizer: localizer, highlighter: highlighter, snippets: config.snippets,
            tutorial: tutorial)
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
        let page = RenderedArticle(
            article: article, document: document, facts: ConvertedFacts(document, search: search.entries),
            blocks: blocks, tutorial: tutorial)
        return (page, document)
    }

    /// Checks every page's links against every page's anchors and the public files. With a
    /// memo, a page whose links and targets are as at the last check keeps that check's result.
    /// Returns the key of the targets checked against.
    @discardableResult
    func checkLinks(_ rendered: [RenderedArticle], diagnostics: inout Diagnostics) -> String {
        let targetsKey = linkTargetsKey(rendered)
        // Made when a page's links must be checked: a page whose links and targets are those
        // of its last check takes that check's outcome (``BuildMemo/linkProblems``).
        var resolver: LinkResolver?
        func resolved() -> LinkResolver {
            if let resolver { return resolver }
            var pages: [String: LinkResolver.Target] = [:]
            pages.reserveCapacity(rendered.count)
            for page in rendered {
                pages[page.article.contentPath] = LinkResolver.Target(
                    url: link(page.article.url), anchors: Set(page.facts.anchors))
            }
            let made = LinkResolver(pages: pages, assets: publicAssets)
            resolver = made
            return made
        }
        for page in rendered {
            diagnostics.append(contentsOf: page.facts.diagnostics)
            let path = page.article.contentPath
            func check() -> [Diagnostic] {
                let resolver = resolved()
                return page.facts.links.compactMap { reference in
                    if case .failure(let diagnostic) = resolver.resolve(
                        reference.destination, in: path, at: reference.location)
                    {
                        return diagnostic
                    }
                    return nil
                }
            }
            guard let memo else {
                diagnostics.append(contentsOf: check())
                continue
            }
            diagnostics.append(
                contentsOf: memo.linkProblems(at: path, targetsKey: targetsKey, links: page.facts.links, check: check))
        }
        return targetsKey
    }

    /// The key of everything a link can resolve to: each page's path, URL and anchors (in the
    /// site's order of pages, and each page's order of headings: the same for the same site),
    /// and the public files.
    func linkTargetsKey(_ rendered: [RenderedArticle]) -> String {
        // Gathered into one buffer and hashed once: a hash update (and a string) per anchor
        // were thousands of small calls on every build.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        for page in rendered {
            bytes += "page \(page.article.contentPath) \(link(page.article.url))\u{0}".utf8
            for anchor in page.facts.anchors {
                bytes += anchor.utf8
                bytes.append(0)
            }
        }
        for asset in publicAssets.sorted() { bytes += "asset \(asset)\u{0}".utf8 }
        return Fingerprint.hex(bytes: bytes)
    }

    var publicAssets: Set<String> = []
    /// The build graph of an incremental build: unchanged article pages are taken from the
    /// previous output instead of being rendered.
    var incremental: IncrementalPages?
    /// The key of what every page shares (``PageInputs/site(files:settings:)``).
    var siteKey = ""
    /// Converted bodies kept between the builds of one process (`galley serve`).
    var memo: BuildMemo?

    /// The proofs of `blocks`' Swift blocks, as the build graph's keys describe them: the digest
    /// of their article's verdicts. Without verification (`--no-verify`) there is nothing to
    /// describe, and the keys these go into already cover the article's text, hence its blocks.
    func proofDescriptions(_ blocks: [FencedBlock]) -> [String] {
        // One digest per article (its blocks share their file), made once by the verification.
        guard proofs.verified, let file = blocks.first?.file else { return [] }
        return [proofs.proofKey(for: file)]
    }
}
