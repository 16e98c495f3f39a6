import Foundation
import GalleyCore

/// The search fragments of bodies restored from the build state. The state records where each
/// fragment lies in its locale's `search.json` of the output it describes, not the bytes; they
/// are copied from there (or read back) only for a locale whose index is written again, since a
/// locale whose index is taken unchanged from the previous output
/// (``SiteRenderer/reuseSearchIndexes(into:)``) needs none.
extension BuildMemo {
    /// Where each article's search fragment starts in its locale's index of the committed output.
    var committedSearchOffsets: [String: Int] { tables.withLock { $0.searchOffsets } }

    /// Finds, in each locale's `search.json` in `output` (the committed site, whose files
    /// `pages` describes), the fragments of the bodies that came without them, except in the
    /// locales `skipping`, and returns the files they are to be copied from.
    ///
    /// An index whose stamp vouches for it (``BuildState/Page/stamp``) is opened and returned
    /// (``SearchSource``): its fragments stay where they are, to be copied into the new index
    /// without being read. Otherwise the file is read and checked against its digest, and the
    /// fragments are taken from its bytes. A body whose fragment cannot be had (the file is
    /// missing, or no longer has the recorded bytes, or the range falls outside it) is
    /// dropped, and its article is converted again.
    func attachSearch(from output: URL, pages: [String: BuildState.Page], skipping: Set<String>) -> [String:
        SearchSource]
    {
        let (detached, offsets) = tables.withLock { tables in
            (tables.converted.filter { $0.value.isSearchDetached }, tables.searchOffsets)
        }
        guard !detached.isEmpty else { return [:] }
        var byLocale: [String: [(String, Int)]] = [:]
        for (path, converted) in detached {
            let locale = String(path.prefix { $0 != "/" })
            guard !skipping.contains(locale) else { continue }
            byLocale[locale, default: []].append((path, converted.searchCount))
        }
        var sources: [String: SearchSource] = [:]
        for (locale, entries) in byLocale {
            let file = "\(locale)/search.json"
            let path = output.appendingPathComponent(file).path
            if let stamp = pages[file]?.stamp, let source = SearchSource(path: path, stamp: stamp) {
                sources[locale] = source
                tables.withLock { tables in
                    for (path, count) in entries {
                        if let offset = offsets[path], offset >= 0, offset + count <= source.size { continue }
                        tables.converted[path] = nil
                        tables.linkChecks[path] = nil
                    }
                }
                continue
            }
            let index = Self.verifiedBytes(of: path, as: pages[file])
            tables.withLock { tables in
                for (path, count) in entries {
                    if let index, let offset = offsets[path], offset >= 0, offset + count <= index.count {
                        tables.converted[path]?.facts.search = index[offset..<(offset + count)]
                    } else {
                        tables.converted[path] = nil
                        tables.linkChecks[path] = nil
                    }
                }
            }
        }
        return sources
    }

    /// Where the search fragment of the page at `contentPath` lies in its locale's index of the
    /// committed output, when this build took its body without the bytes (``attachSearch(from:pages:skipping:)``).
    func keptSearch(_ contentPath: String) -> (offset: Int, count: Int)? {
        tables.withLock { tables in
            guard let converted = tables.nextConverted[contentPath] ?? tables.converted[contentPath],
                converted.isSearchDetached, let offset = tables.searchOffsets[contentPath]
            else { return nil }
            return (offset, converted.searchCount)
        }
    }

    /// The bytes of the file at `path` when they are still the ones `page` records: taken on
    /// the file's stamp when an earlier build checked (or wrote) them, else hashed; `nil` when
    /// neither vouches for them (a file kept with no digest and a stamp that no longer matches).
    static func verifiedBytes(of path: String, as page: BuildState.Page?) -> [UInt8]? {
        guard let page else { return nil }
        let stamp = FileStamp(path: path)
        let vouched = stamp.map { page.stamp == $0.content } ?? false
        guard vouched || !page.digest.isEmpty, let bytes = BuildState.readBytes(path) else { return nil }
        if vouched, let stamp, bytes.count == Int(stamp.size) { return bytes }
        return Fingerprint.hex(bytes: bytes) == page.digest ? bytes : nil
    }
}
