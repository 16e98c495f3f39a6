import Foundation
import GalleyCore

/// A locale's search index is the same bytes as long as its pages, in order, are the same
/// articles converted under the same site key with the same proofs: its fragments are made
/// from nothing else. An incremental build then takes the index from the previous output (a
/// hard link, like an unchanged article page) instead of reading every fragment back and
/// writing megabytes again.
extension SiteRenderer {
    /// The key of `locale`'s `search.json`: the site key, then each of the locale's articles in
    /// index order with its text's digest and its proofs.
    func searchKey(_ locale: String) -> String {
        var parts = ["search", locale]
        // With no proof at all (`--no-verify`), each Swift block's is `nil`, and how many there
        // are is in the text's digest already.
        let anyProof = proofs.verified
        for article in catalog.articles where article.locale == locale {
            parts += ["page", article.contentPath, article.displayPath, article.sourceDigest]
            if anyProof { parts += proofDescriptions(article.blocks.blocks) }
        }
        return PageInputs.page(site: siteKey, parts: parts)
    }

    /// Takes each locale's search index whose key is unchanged from the previous output into
    /// `output`, noting where its pages' fragments lie (as the committed build recorded them);
    /// returns the locales taken. Done before the bodies are converted, so the fragments of the
    /// other locales' restored bodies can be read back in time.
    func reuseSearchIndexes(into output: any SiteSink) -> Set<String> {
        guard let incremental, let memo, !siteKey.isEmpty else { return [] }
        var keys: [String: String] = [:]
        var reused = Set<String>()
        let offsets = memo.committedSearchOffsets
        for locale in config.locales.map(\.code) {
            let key = searchKey(locale)
            keys[locale] = key
            guard incremental.reuse("\(locale)/search.json", key: key, into: output, isArticle: false) else {
                continue
            }
            reused.insert(locale)
            for article in catalog.articles where article.locale == locale {
                if let offset = offsets[article.contentPath] {
                    incremental.recordSearch(article.contentPath, at: offset)
                }
            }
        }
        incremental.searchIndexes = (keys, reused)
        return reused
    }

    /// An index's bytes from its pieces, reading the kept ones from `source`: for a sink that
    /// is not a folder on disk.
    static func join(_ pieces: [SearchIndex.Piece], keptFrom source: SearchSource?, path: String)
        throws(DiagnosticError)
        -> Data
    {
        var index = Data()
        for piece in pieces {
            switch piece {
            case .bytes(let bytes): bytes.withUnsafeBufferPointer { index.append($0) }
            case .kept(let offset, let count):
                guard let bytes = source?.bytes(at: offset, count: count) else {
                    throw DiagnosticError(
                        .error(
                            "output.write", at: SourceLocation(file: path, line: 1, column: 1),
                            "cannot read the previous search index back"))
                }
                index.append(contentsOf: bytes)
            }
        }
        return index
    }
}
