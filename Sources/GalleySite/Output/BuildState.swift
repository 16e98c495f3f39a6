import Foundation
import GalleyCore

/// What the last successful build wrote, so the next one can skip unchanged pages.
///
/// For each page it records the key of everything the page was rendered from (see
/// ``PageInputs``) and the SHA-256 of the bytes written. It lives in the cache directory, one
/// file per output folder, as JSON followed by a line holding the SHA-256 of that JSON: a state
/// whose checksum does not match, or that cannot be read, is ignored and the build is a full one.
/// A page is reused only when its key matches *and* the file in the previous output still has
/// the recorded bytes, so a stale state or a hand-edited output costs a re-render, never a
/// wrong page.
struct BuildState: Codable, Sendable, Equatable {
    struct Page: Codable, Sendable, Equatable {
        var key: String
        var digest: String
    }

    static let version = 1
    var version = Self.version
    /// Output path (e.g. `en/guide/index.html`) to what produced it.
    var pages: [String: Page] = [:]

    /// The state file for one output folder, named by a hash of its path.
    static func file(cache: URL, destination: URL) -> URL {
        cache.appendingPathComponent("build-state", isDirectory: true)
            .appendingPathComponent(SHA256.hex(destination.standardizedFileURL.path) + ".json")
    }

    /// The state saved at `url`, or `nil` when it is missing, corrupt or of another version.
    static func load(from url: URL) -> BuildState? {
        guard let text = try? String(contentsOf: url, encoding: .utf8),
            let newline = text.lastIndex(of: "\n")
        else { return nil }
        let json = String(text[..<newline])
        let checksum = text[text.index(after: newline)...]
        guard SHA256.hex(json) == checksum,
            let state = try? JSONDecoder().decode(BuildState.self, from: Data(json.utf8)),
            state.version == version
        else { return nil }
        return state
    }

    /// Writes the state through a temporary file and a rename, so a killed build leaves either
    /// the old state or the new one.
    func save(to url: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self), let json = String(data: data, encoding: .utf8) else { return }
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid())")
        guard (try? Data((json + "\n" + SHA256.hex(json)).utf8).write(to: temporary)) != nil else { return }
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Removes the state, so the next build is a full one (used when a build fails after the
    /// previous output may have changed).
    static func remove(at url: URL) { try? FileManager.default.removeItem(at: url) }
}
