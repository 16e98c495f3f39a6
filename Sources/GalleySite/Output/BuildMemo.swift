import GalleyCore
import GalleySnippets
import Synchronization

/// What a long-running process (`galley serve`) keeps in memory between builds, so an edit
/// re-reads every file but parses and converts only the ones that changed.
///
/// Two tables, each keyed by the article's content path and checked against the article's
/// whole input before use:
/// - loaded articles (front matter, metadata, Markdown tree, fenced blocks) with their loading
///   problems, valid while the file's text, display path and locale are the same;
/// - converted bodies (HTML, headings, anchors, links, search sections, fenced blocks), valid
///   while the article is the same and so is the build's site key (``PageInputs/site(files:settings:)``:
///   templates, interface strings, `site.yml`, settings, the set of pages and their URLs,
///   the galley binary), and the proofs of the article's Swift blocks.
///
/// Each build starts a new generation: entries not used by a build are dropped when it ends,
/// so a deleted or renamed file leaves nothing behind. Thread-safe: articles load and convert
/// in parallel.
package final class BuildMemo: Sendable {
    struct Loaded: Sendable {
        var source: String
        var displayPath: String
        var locale: String
        var article: SourceArticle?
        var problems: [Diagnostic]
    }

    struct Converted: Sendable {
        var siteKey: String
        var source: String
        var proofs: [String]
        var page: SiteRenderer.RenderedArticle
    }

    private struct Tables: Sendable {
        var loaded: [String: Loaded] = [:]
        var converted: [String: Converted] = [:]
        var nextLoaded: [String: Loaded] = [:]
        var nextConverted: [String: Converted] = [:]
        var counts = (parsed: 0, reusedLoads: 0, converted: 0, reusedBodies: 0)
    }

    private let tables = Mutex(Tables())

    package init() {}

    /// How many articles the last build parsed and converted, and how many it took from memory.
    package var counts: (parsed: Int, reusedLoads: Int, converted: Int, reusedBodies: Int) {
        tables.withLock { $0.counts }
    }

    /// Starts a build: entries the last build used become the ones this build may reuse.
    func beginBuild() {
        tables.withLock {
            $0.counts = (0, 0, 0, 0)
            $0.nextLoaded = [:]
            $0.nextConverted = [:]
        }
    }

    /// Ends the loading stage: only the articles this build read stay.
    func finishLoading() {
        tables.withLock {
            $0.loaded = $0.nextLoaded
            $0.nextLoaded = [:]
        }
    }

    /// Ends the conversion stage: only the bodies this build used stay.
    func finishConverting() {
        tables.withLock {
            $0.converted = $0.nextConverted
            $0.nextConverted = [:]
        }
    }

    /// The article loaded from exactly this text at this path, or a fresh load through `parse`.
    func load(
        contentPath: String, displayPath: String, locale: String, source: String,
        parse: () -> (SourceArticle?, [Diagnostic])
    ) -> (SourceArticle?, [Diagnostic]) {
        let previous = tables.withLock { $0.loaded[contentPath] }
        if let previous, previous.source == source, previous.displayPath == displayPath, previous.locale == locale {
            tables.withLock {
                $0.nextLoaded[contentPath] = previous
                $0.counts.reusedLoads += 1
            }
            return (previous.article, previous.problems)
        }
        let (article, problems) = parse()
        let entry = Loaded(
            source: source, displayPath: displayPath, locale: locale, article: article, problems: problems)
        tables.withLock {
            $0.nextLoaded[contentPath] = entry
            $0.counts.parsed += 1
        }
        return (article, problems)
    }

    /// The converted body of `article` when its inputs are the same as last time, else a fresh
    /// conversion through `convert`. `proofs` describes the proofs of the blocks the stored
    /// conversion found, so a changed proof converts again.
    func body(
        of article: SourceArticle, siteKey: String, proofs: ([FencedBlock]) -> [String],
        convert: () -> SiteRenderer.RenderedArticle
    ) -> SiteRenderer.RenderedArticle {
        let path = article.contentPath
        let previous = tables.withLock { $0.converted[path] }
        if !siteKey.isEmpty, let previous, previous.siteKey == siteKey, previous.source == article.source,
            previous.page.article.displayPath == article.displayPath, previous.proofs == proofs(previous.page.blocks)
        {
            var page = previous.page
            page.article = article
            tables.withLock {
                $0.nextConverted[path] = previous
                $0.counts.reusedBodies += 1
            }
            return page
        }
        let page = convert()
        let entry = Converted(siteKey: siteKey, source: article.source, proofs: proofs(page.blocks), page: page)
        tables.withLock {
            $0.nextConverted[path] = entry
            $0.counts.converted += 1
        }
        return page
    }
}
