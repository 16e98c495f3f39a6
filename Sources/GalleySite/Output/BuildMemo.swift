import GalleyCore
import GalleyMarkdown
import GalleySnippets
import Synchronization

/// What a build knows of each article from earlier builds, so an edit parses and converts only
/// the articles that changed.
///
/// Two tables, each keyed by the article's content path and checked against the article's
/// whole input before use:
/// - loaded articles (front matter, metadata, fenced blocks) with their loading problems, valid
///   while the file's text (its ``Fingerprint``), display path and locale are the same;
/// - converted bodies (``ConvertedFacts``: anchors, links, diagnostics, search entries; and the
///   HTML when this process converted it), valid while the article is the same and so is the
///   build's site key (``PageInputs/site(files:settings:)``: templates, interface strings,
///   `site.yml`, settings, the set of pages and their URLs, the galley binary), and the proofs
///   of the article's Swift blocks.
///
/// `galley serve` keeps one memo for all its builds. A build without one (`galley build`, and
/// the first build of `galley serve`) starts from the build state the last successful build
/// saved (``init(restoring:)``): its articles come back without their Markdown tree
/// (``LazyDocument``) and its bodies without their HTML, which a page that must be rendered
/// again makes afresh. The tables go back into the state when the build is saved
/// (``stored(siteKey:)``).
///
/// Each build starts a new generation: entries not used by a build are dropped when it ends,
/// so a deleted or renamed file leaves nothing behind. Thread-safe: articles load and convert
/// in parallel.
package final class BuildMemo: Sendable {
    /// The articles' kept proofs: `galley serve`'s for all its rebuilds; a one-shot build's,
    /// filled from the manifest the last verification wrote (``GalleySnippets/ProofMemo``).
    package let proofs = ProofMemo()

    struct Loaded: Sendable {
        var digest: String
        var displayPath: String
        var locale: String
        /// `nil` for an article that failed to load, and for one restored from the state until
        /// a build asks for it.
        var article: SourceArticle?
        var problems: [Diagnostic]
        var stored: StoredArticle?
        /// The file's stamp, taken before its text was read (by this process, or by the build
        /// whose state this entry was restored from).
        var stamp: FileStamp? = nil
    }

    struct Converted: Sendable {
        var siteKey: String
        var digest: String
        var displayPath: String
        var proofs: [String]
        var facts: ConvertedFacts
        /// The converted HTML and headings; `nil` when restored from the state.
        var document: RenderedDocument?
        /// The length of the page's search fragment. A body restored from the state comes
        /// without the bytes (`facts.search` is empty until ``attachSearch(from:pages:skipping:)``
        /// reads them from the committed output), which a locale whose index is reused never needs.
        var searchCount: Int

        /// Whether the fragment's bytes are still in the committed output only.
        var isSearchDetached: Bool { facts.search.count != searchCount }
    }

    /// The outcome of one page's link check: valid while the page's links and every link
    /// target (``SiteRenderer/linkTargetsKey(_:)``) are the same.
    struct LinkCheck: Sendable, Equatable {
        var targetsKey: String
        var links: [ConvertedFacts.Link]
        var problems: [Diagnostic]
    }

    struct Tables: Sendable {
        var loaded: [String: Loaded] = [:]
        var converted: [String: Converted] = [:]
        var nextLoaded: [String: Loaded] = [:]
        var nextConverted: [String: Converted] = [:]
        var linkChecks: [String: LinkCheck] = [:]
        var nextLinkChecks: [String: LinkCheck] = [:]
        var counts = (parsed: 0, reusedLoads: 0, converted: 0, reusedBodies: 0)
        var unread = 0
        var built = false
        /// The pages of the last build this memo knows was committed (``BuildState/pages``).
        var pages: [String: BuildState.Page]?
        /// Where each article's search fragment starts in its locale's `search.json` of that build.
        var searchOffsets: [String: Int] = [:]
    }

    let tables = Mutex(Tables())

    /// Whether converted bodies keep their HTML for later builds of this process. `galley serve`'s
    /// memo does, so an edit re-renders what changed without converting the rest again; a
    /// one-shot build's does not, so each body's HTML is let go once its page is written
    /// (``SiteRenderer/render(into:diagnostics:)``).
    let keepsHTML: Bool

    package init(keepsHTML: Bool = true) { self.keepsHTML = keepsHTML }

    /// A memo holding what `state` kept of each article.
    init(restoring state: BuildState) {
        keepsHTML = false
        var tables = Tables()
        tables.pages = state.pages
        // The next build keeps about as many entries: room made once, not grown entry by entry.
        let count = state.articles.count
        tables.loaded.reserveCapacity(count)
        tables.nextLoaded.reserveCapacity(count)
        tables.converted.reserveCapacity(count)
        tables.nextConverted.reserveCapacity(count)
        tables.linkChecks.reserveCapacity(count)
        tables.nextLinkChecks.reserveCapacity(count)
        tables.searchOffsets.reserveCapacity(count)
        for (path, stored) in state.articles {
            tables.loaded[path] = Loaded(
                digest: stored.digest, displayPath: stored.displayPath, locale: stored.locale, article: nil,
                problems: stored.problems, stored: stored, stamp: stored.stamp)
            if let body = stored.body, !state.siteKey.isEmpty {
                tables.converted[path] = Converted(
                    siteKey: state.siteKey, digest: stored.digest, displayPath: stored.displayPath,
                    proofs: body.proofs, facts: body.facts, document: nil, searchCount: body.searchCount)
                if body.searchCount > 0 { tables.searchOffsets[path] = body.searchOffset }
                if let problems = body.linkProblems, !state.linksKey.isEmpty {
                    tables.linkChecks[path] = LinkCheck(
                        targetsKey: state.linksKey, links: body.facts.links, problems: problems)
                }
            }
        }
        self.tables.withLock { $0 = tables }
    }

    /// How many articles the last build parsed and converted, and how many it took from memory.
    package var counts: (parsed: Int, reusedLoads: Int, converted: Int, reusedBodies: Int) {
        tables.withLock { $0.counts }
    }

    /// How many articles the last build took from memory on their stamp alone, without reading them.
    package var unreadFiles: Int { tables.withLock { $0.unread } }

    /// Whether no build has used this memo yet.
    var isFresh: Bool { tables.withLock { !$0.built } }

    /// Takes what `state` kept, for a memo no build has used yet.
    func restore(_ state: BuildState) {
        let restored = BuildMemo(restoring: state)
        let tables = restored.tables.withLock { $0 }
        self.tables.withLock { $0 = tables }
    }

    /// The pages of the output as the last committed build left it (what its state records),
    /// so a build neither reads the state file again nor, in `galley serve`, at all.
    var committedPages: [String: BuildState.Page]? { tables.withLock { $0.pages } }

    /// Notes the pages of a build that was just committed, and where its search fragments lie.
    func committed(pages: [String: BuildState.Page], searchOffsets: [String: Int]) {
        tables.withLock {
            $0.pages = pages
            $0.searchOffsets = searchOffsets
        }
    }

    /// Starts a build: entries the last build used become the ones this build may reuse.
    func beginBuild() {
        tables.withLock {
            $0.counts = (0, 0, 0, 0)
            $0.unread = 0
            $0.nextLoaded = Dictionary(minimumCapacity: $0.loaded.count)
            $0.nextConverted = Dictionary(minimumCapacity: $0.converted.count)
            $0.nextLinkChecks = Dictionary(minimumCapacity: $0.linkChecks.count)
        }
    }

    /// Makes room in this build's tables for `count` more articles, before they load on every
    /// core: a table that grows while the cores take turns at its lock holds them both up.
    func expect(articles count: Int) {
        tables.withLock {
            $0.nextLoaded.reserveCapacity($0.nextLoaded.count + count)
            $0.nextConverted.reserveCapacity($0.nextConverted.count + count)
        }
    }

    /// Ends the loading stage: only the articles this build read stay.
    func finishLoading() {
        tables.withLock {
            $0.loaded = $0.nextLoaded
            $0.nextLoaded = [:]
            $0.built = true
        }
    }

    /// Ends the conversion stage: only the bodies this build used stay.
    func finishConverting() {
        tables.withLock {
            $0.converted = $0.nextConverted
            $0.nextConverted = [:]
            $0.linkChecks = $0.nextLinkChecks
            $0.nextLinkChecks = [:]
        }
    }

    /// The article this memo loaded from the file at `contentPath` (`path` on disk) when the
    /// file's stamp is still `stamp` (``FileStamp/vouches(for:)``), without reading the file;
    /// `nil` otherwise. An article restored from the build state comes back with its text left
    /// in the file (``ArticleLoader/restore(unread:contentPath:stored:)``).
    func reuse(contentPath: String, path: String, displayPath: String, locale: String, stamp: FileStamp) -> (
        SourceArticle?, [Diagnostic]
    )? {
        guard var previous = tables.withLock({ $0.loaded[contentPath] }), let recorded = previous.stamp,
            recorded.vouches(for: stamp), previous.displayPath == displayPath, previous.locale == locale
        else { return nil }
        if previous.article == nil, let stored = previous.stored {
            previous.article = ArticleLoader.restore(unread: path, contentPath: contentPath, stored: stored)
        }
        tables.withLock { [previous] in
            $0.nextLoaded[contentPath] = previous
            $0.counts.reusedLoads += 1
            $0.unread += 1
        }
        return (previous.article, previous.problems)
    }

    /// The article loaded from exactly this text at this path, or a fresh load through `parse`,
    /// which is given the text's digest. `stamp` is the file's stamp taken before `source` was read.
    func load(
        contentPath: String, displayPath: String, locale: String, source: String, stamp: FileStamp? = nil,
        parse: (_ digest: String) -> (SourceArticle?, [Diagnostic])
    ) -> (SourceArticle?, [Diagnostic]) {
        let digest = Fingerprint.hex(source)
        if var previous = tables.withLock({ $0.loaded[contentPath] }), previous.digest == digest,
            previous.displayPath == displayPath, previous.locale == locale
        {
            previous.stamp = stamp
            if previous.article == nil, let stored = previous.stored {
                previous.article = ArticleLoader.restore(
                    source, digest: digest, contentPath: contentPath, stored: stored)
            }
            if previous.article != nil || previous.stored == nil {
                tables.withLock {
                    $0.nextLoaded[contentPath] = previous
                    $0.counts.reusedLoads += 1
                }
                return (previous.article, previous.problems)
            }
        }
        let (article, problems) = parse(digest)
        let entry = Loaded(
            digest: digest, displayPath: displayPath, locale: locale, article: article, problems: problems,
            stored: nil, stamp: stamp)
        tables.withLock {
            $0.nextLoaded[contentPath] = entry
            $0.counts.parsed += 1
        }
        return (article, problems)
    }

    /// The converted body of `article` when its inputs are the same as last time, else a fresh
    /// conversion through `convert`. `proofs` describes the proofs of the article's blocks, so a
    /// changed proof converts again.
    func body(
        of article: SourceArticle, siteKey: String, proofs: ([FencedBlock]) -> [String],
        convert: () -> SiteRenderer.RenderedArticle
    ) -> SiteRenderer.RenderedArticle {
        let path = article.contentPath
        let blocks = article.blocks.blocks
        let previous = tables.withLock { $0.converted[path] }
        if !siteKey.isEmpty, let previous, previous.siteKey == siteKey, previous.digest == article.sourceDigest,
            previous.displayPath == article.displayPath, previous.proofs == proofs(blocks)
        {
            tables.withLock {
                $0.nextConverted[path] = previous
                $0.counts.reusedBodies += 1
            }
            return SiteRenderer.RenderedArticle(
                article: article, document: previous.document, facts: previous.facts, blocks: blocks,
                tutorial: article.tutorial)
        }
        let page = convert()
        let entry = Converted(
            siteKey: siteKey, digest: article.sourceDigest, displayPath: article.displayPath, proofs: proofs(blocks),
            facts: page.facts, document: keepsHTML ? page.document : nil, searchCount: page.facts.search.count)
        tables.withLock {
            $0.nextConverted[path] = entry
            $0.counts.converted += 1
        }
        return page
    }

    /// The problems of `links` in the page at `path`, from the last check when neither they
    /// nor any link target changed since, else from `check`.
    func linkProblems(
        at path: String, targetsKey: String, links: [ConvertedFacts.Link], check: () -> [Diagnostic]
    ) -> [Diagnostic] {
        if let previous = tables.withLock({ $0.linkChecks[path] }), previous.targetsKey == targetsKey,
            previous.links == links
        {
            tables.withLock { $0.nextLinkChecks[path] = previous }
            return previous.problems
        }
        let entry = LinkCheck(targetsKey: targetsKey, links: links, problems: check())
        tables.withLock { $0.nextLinkChecks[path] = entry }
        return entry.problems
    }

    /// What the build state should keep of each article this build loaded, with the bodies
    /// converted under `siteKey`.
    /// `searchOffsets` says where each article's search fragment starts in its locale's index
    /// (``IncrementalPages/searchOffsets``); a body whose non-empty fragment has no offset is not kept.
    func stored(siteKey: String, linksKey: String, searchOffsets: [String: Int]) -> [String: StoredArticle] {
        tables.withLock { tables in
            var articles: [String: StoredArticle] = [:]
            articles.reserveCapacity(tables.loaded.count)
            for (path, loaded) in tables.loaded {
                // An article whose file changed after its stamp vouched for it is read again next time.
                guard let article = loaded.article, !article.text.changedSinceStamp else { continue }
                var stored = StoredArticle(
                    digest: loaded.digest, displayPath: loaded.displayPath, locale: loaded.locale,
                    stamp: loaded.stamp.flatMap { $0.isSettled ? $0 : nil }, metadata: article.metadata,
                    bodyFirstLine: article.text.bodyFirstLine, mentionsMarker: article.text.mentionsMarker,
                    problems: loaded.problems, blocks: article.blocks.blocks, outline: article.blocks.outline)
                let offset = tables.converted[path]?.searchCount == 0 ? 0 : searchOffsets[path]
                if let converted = tables.converted[path], converted.siteKey == siteKey, !siteKey.isEmpty,
                    converted.digest == loaded.digest, let offset
                {
                    stored.body = StoredArticle.Body(
                        proofs: converted.proofs, facts: converted.facts, searchOffset: offset,
                        searchCount: converted.searchCount)
                    if let check = tables.linkChecks[path], check.targetsKey == linksKey,
                        check.links == converted.facts.links
                    {
                        stored.body?.linkProblems = check.problems
                    }
                }
                if let original = loaded.stored, original.record.bytes != nil, stored.hasSameRecord(as: original) {
                    stored.record = original.record
                }
                articles[path] = stored
            }
            return articles
        }
    }
}
