import Foundation
import GalleyHighlight
import Synchronization

/// Highlighted Swift, remembered between builds in the cache directory.
///
/// Classifying Swift with SwiftParser is the largest cost of rendering a page, and an author
/// rebuilds a site whose code mostly has not changed. Entries are keyed by the code itself, under
/// the highlighter's version: a lookup compares whole strings, so no two snippets can share an
/// entry, and a page's figures need no digest of their code (hashing each snippet with SHA-256
/// cost more than the rest of the lookup). The file keeps only the entries the last build used,
/// so it stays the size of the site's code. A missing, corrupt or outdated file is ignored and
/// rebuilt: the cache can change how fast a page is made, never what it contains.
final class HighlightCache: Sendable {
    private struct Store: Codable {
        var version: String
        var entries: [String: [String]]
    }

    static let version = "highlight-2"
    private let file: URL?
    private let previous: [String: [String]]
    private let used = Mutex<[String: [String]]>([:])
    private let added = Mutex(false)

    /// Reads the cache file under `directory`; `nil` keeps the cache in memory only.
    init(directory: URL?) {
        file = directory?.appendingPathComponent("highlight.json")
        if let file, let data = try? Data(contentsOf: file),
            let store = try? JSONDecoder().decode(Store.self, from: data), store.version == Self.version
        {
            previous = store.entries
        } else {
            previous = [:]
        }
    }

    /// The highlighted lines of `code`, from the cache or computed now.
    func swiftLines(_ code: String) -> [String] {
        if let lines = used.withLock({ $0[code] }) { return lines }
        if let lines = previous[code] {
            used.withLock { $0[code] = lines }
            return lines
        }
        guard let lines = SwiftHighlighter.htmlLinesIfParsed(code) else { return PlainCode.htmlLines(code) }
        used.withLock { $0[code] = lines }
        added.withLock { $0 = true }
        return lines
    }

    /// Writes the entries this build used, when anything changed; failures only cost speed.
    func save() {
        guard let file else { return }
        let entries = used.withLock { $0 }
        guard added.withLock({ $0 }) || entries.count != previous.count else { return }
        guard let data = try? JSONEncoder().encode(Store(version: Self.version, entries: entries)) else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.appendingPathExtension("\(getpid()).tmp")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
