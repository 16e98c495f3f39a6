import GalleyCore

extension SiteRenderer {
    /// One piece of the work that follows the conversion of every body (and the writing of
    /// each article's page, which follows its own).
    enum WriteJob: Sendable, Equatable {
        /// The link check of every page (``checkLinks(_:diagnostics:)``).
        case links
        case index(String)
        case feedAndSearch(String)
        case notFound(String)
        /// A locale's tag pages (``writeTags(_:into:diagnostics:)``).
        case tags(String)
        /// The default locale's `404.html` at the root.
        case rootNotFound
        case redirect
        case sitemap

        /// The link check and each locale's search index and feed cost as much as tens of
        /// pages: started first, they end beside the other pages instead of after them.
        var startsEarly: Bool {
            switch self {
            case .links, .feedAndSearch: true
            default: false
            }
        }
    }

    /// The jobs in the order their diagnostics are reported: the link check (the article
    /// pages' follow it), each locale's index, search index, feed, 404 page and tag pages, then
    /// the root's pages.
    static func writeJobs(locales: [String]) -> [WriteJob] {
        var jobs: [WriteJob] = [.links]
        for locale in locales { jobs += [.index(locale), .feedAndSearch(locale), .notFound(locale), .tags(locale)] }
        return jobs + [.rootNotFound, .redirect, .sitemap]
    }

    /// Runs one job; returns the number of pages it wrote.
    func run(
        _ job: WriteJob, rendered: [RenderedArticle], into output: any SiteSink, diagnostics: inout Diagnostics
    ) -> Int {
        switch job {
        case .links:
            let linksKey = checkLinks(rendered, diagnostics: &diagnostics)
            incremental?.linksKey = linksKey
            return 0
        // Listings are taken from the previous output while their key is unchanged (see `listing`).
        case .index(let locale):
            return listing("\(locale)/index.html", pages: 1, into: output) {
                writeIndex(locale, rendered: rendered, into: $0, diagnostics: &diagnostics)
            }
        case .feedAndSearch(let locale):
            writeFeedAndSearch(locale, rendered: rendered, into: output, diagnostics: &diagnostics)
            return 0
        case .notFound(let locale):
            return listing("\(locale)/404.html", pages: 1, into: output) {
                writeNotFound(locale, path: "\(locale)/404.html", into: $0, diagnostics: &diagnostics)
            }
        case .tags(let locale):
            return writeTags(locale, into: output, diagnostics: &diagnostics)
        case .rootNotFound:
            return listing("404.html", pages: 1, into: output) {
                writeNotFound(config.defaultLocale, path: "404.html", into: $0, diagnostics: &diagnostics)
            }
        case .redirect:
            _ = listing("index.html", pages: 0, into: output) {
                writeRedirect(into: $0, diagnostics: &diagnostics)
                return 0
            }
            return 0
        case .sitemap:
            _ = listing("sitemap.xml", pages: 0, into: output) {
                writeSitemap(rendered, into: $0, diagnostics: &diagnostics)
                return 0
            }
            return 0
        }
    }
}
