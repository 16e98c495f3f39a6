import Foundation
import GalleyCore

/// The pages made from every article's metadata rather than from one article: the locales'
/// index pages and feeds, the sitemap, and (from the site key alone) the 404 pages and the root
/// redirect. An edit to an article's body leaves them as they were, so an incremental build
/// takes them from the previous output (a hard link, checked like an unchanged article page)
/// while their key is the same, instead of rendering and writing them again.
extension SiteRenderer {
    /// The key of every listing: the site key (templates, interface strings, `site.yml`, the
    /// settings and the published pages with their URLs), then each published article's
    /// metadata as the build state encodes it, which is complete by construction (the state
    /// restores articles from it).
    func listingsKey() -> String {
        var parts = ["listings"]
        // The index groups articles as each locale's tree arranges them, under its sections' titles.
        for (locale, tree) in navigation.trees.sorted(by: { $0.key < $1.key }) {
            parts += [locale, navigation.treeKeys[locale] ?? "-", tree.rootTitle ?? "-"]
        }
        for article in catalog.articles {
            var writer = StateWriter()
            writer.metadata(article.metadata)
            parts += [article.contentPath, article.locale, Fingerprint.hex(bytes: writer.bytes)]
        }
        return PageInputs.page(site: siteKey, parts: parts)
    }

    /// Takes the listing at `path` from the previous output when its key is unchanged and
    /// returns `pages` (how many pages it counts for); else makes it with `make`, through a sink
    /// that records what it writes under the key, and returns what `make` returns.
    func listing<Failure: Error>(
        _ path: String, pages: Int, into output: any SiteSink, make: (any SiteSink) throws(Failure) -> Int
    ) throws(Failure) -> Int {
        try keyed(path, key: incremental?.listingsKey, pages: pages, into: output, make: make)
    }

    /// ``listing(_:pages:into:make:)`` for a page made from less than every article's metadata
    /// (a tag page), under a `key` of its own; made without one when `key` is `nil`.
    func keyed<Failure: Error>(
        _ path: String, key: String?, pages: Int, into output: any SiteSink,
        make: (any SiteSink) throws(Failure) -> Int
    ) throws(Failure) -> Int {
        guard let incremental, let key else { return try make(output) }
        if incremental.reuse(path, key: key, into: output, isArticle: false) { return pages }
        return try make(ListingSink(base: output, incremental: incremental, key: key))
    }
}

/// Passes writes to the build's sink and notes each file's key and digest in the build graph;
/// a listing made again into the bytes it had keeps the previous output's file.
private struct ListingSink: SiteSink {
    let base: any SiteSink
    let incremental: IncrementalPages
    let key: String

    func write(_ data: Data, to relativePath: String) throws(DiagnosticError) {
        let (kept, digest) = incremental.keepIfUnchanged(relativePath, key: key, data: data, into: base)
        if kept { return }
        try base.write(data, to: relativePath)
        incremental.record(
            relativePath, key: key, digest: digest, stamp: (base as? SiteOutput)?.stamp(of: relativePath),
            isArticle: false)
    }

    func reuse(_ relativePath: String, from file: URL) -> Bool { base.reuse(relativePath, from: file) }

    func reuse(_ relativePath: String, fromPath source: String, device: UInt64, inode: UInt64) -> Bool {
        base.reuse(relativePath, fromPath: source, device: device, inode: inode)
    }
}
