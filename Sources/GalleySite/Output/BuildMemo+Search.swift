import Foundation
import GalleyCore

/// The search fragments of bodies restored from the build state. The state records where each
/// fragment lies in its locale's `search.json` of the output it describes, not the bytes; they
/// are read back only for a locale whose index is written again, since a locale whose index is
/// taken unchanged from the previous output (``SiteRenderer/reuseSearchIndexes(into:)``) needs none.
extension BuildMemo {
    /// Where each article's search fragment starts in its locale's index of the committed output.
    var committedSearchOffsets: [String: Int] { tables.withLock { $0.searchOffsets } }

    /// Reads back, from each locale's `search.json` in `output` (the committed site, whose files
    /// `pages` describes), the fragments of the bodies that came without them, except in the
    /// locales `skipping`. A body whose fragment cannot be had (the file is missing, or no longer
    /// has the recorded digest, or the range falls outside it) is dropped, and its article is
    /// converted again.
    func attachSearch(from output: URL, pages: [String: BuildState.Page], skipping: Set<String>) {
        let (detached, offsets) = tables.withLock { tables in
            (tables.converted.filter { $0.value.isSearchDetached }, tables.searchOffsets)
        }
        guard !detached.isEmpty else { return }
        var byLocale: [String: [(String, Int)]] = [:]
        for (path, converted) in detached {
            let locale = String(path.prefix { $0 != "/" })
            guard !skipping.contains(locale) else { continue }
            byLocale[locale, default: []].append((path, converted.searchCount))
        }
        for (locale, entries) in byLocale {
            let file = "\(locale)/search.json"
            let index = Self.verifiedBytes(of: output.appendingPathComponent(file).path, as: pages[file])
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
        return SHA256.hex(bytes: bytes) == page.digest ? bytes : nil
    }
}
