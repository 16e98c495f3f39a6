import Foundation
import GalleyCore
import Synchronization

/// A content-addressed store of unit outcomes on disk.
///
/// An entry's name is the SHA-256 of everything that decides the outcome (unit text and
/// attributes, runtime fingerprint, compiler version and flags). Its first line is
/// `galley-unit-outcome 2 <HMAC-SHA-256 of the key and the rest>`, under the cache's own secret
/// (``CacheSecret``), so a truncated, corrupt, forged or foreign entry (one made by another
/// cache, or moved to another key) is detected, deleted and recomputed, never trusted. Entries
/// are written to a temporary file and renamed, so readers never see half an entry.
final class VerificationCache: Sendable {
    let directory: URL
    private static let header = "galley-unit-outcome 2 "
    private static let headerBytes = Array(header.utf8)
    private let decoder = JSONDecoder()
    private let discarded = Mutex(0)
    private let secret: [UInt8]?

    init(directory: URL) {
        self.directory = directory.appendingPathComponent("units", isDirectory: true)
        secret = CacheSecret.load(in: directory)
    }

    /// The MAC of an entry: it binds the payload to its key, so an entry cannot be moved either.
    private func mac(key: String, payload: some Collection<UInt8>) -> String? {
        guard let secret else { return nil }
        return HMAC.sha256(key: secret, message: Array((key + "\n").utf8) + payload)
    }

    /// How many corrupt entries were found and deleted.
    var discardedEntries: Int { discarded.withLock { $0 } }

    func url(for key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2)), isDirectory: true)
            .appendingPathComponent(key + ".json")
    }

    /// Whether an entry is stored under `key`, without reading or authenticating it.
    func hasEntry(for key: String) -> Bool { FileManager.default.fileExists(atPath: url(for: key).path) }

    /// The stored outcome for `key`, or `nil` when there is none or it is damaged.
    ///
    /// The entry is checked and decoded where it was read, as bytes: a warm `verify` reads
    /// every entry, and copying each into strings cost as much as checking its MAC.
    func outcome(for key: String) -> UnitOutcome? {
        let file = url(for: key)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let header = Self.headerBytes
        // The header, a MAC of 64 hex digits, a newline, then the payload.
        let macEnd = header.count + 64
        guard data.count > macEnd, data.starts(with: header), data[data.startIndex + macEnd] == UInt8(ascii: "\n")
        else { return discard(file) }
        let checksum = data[(data.startIndex + header.count)..<(data.startIndex + macEnd)]
        let payload = data[(data.startIndex + macEnd + 1)...]
        guard let expected = mac(key: key, payload: payload), expected.utf8.elementsEqual(checksum),
            let outcome = try? decoder.decode(UnitOutcome.self, from: payload)
        else { return discard(file) }
        return outcome
    }

    /// Stores `outcome` under `key`; failures to write only cost a recomputation later.
    func store(_ outcome: UnitOutcome, for key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(outcome) else { return }
        guard let signature = mac(key: key, payload: data) else { return }
        let payload = String(decoding: data, as: UTF8.self)
        let file = url(for: key)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(
            ".\(key).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ScratchFile.write(Self.header + signature + "\n" + payload, to: temporary)
            if rename(temporary.path, file.path) != 0 {
                try? FileManager.default.removeItem(at: temporary)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    private func discard(_ file: URL) -> UnitOutcome? {
        try? FileManager.default.removeItem(at: file)
        discarded.withLock { $0 += 1 }
        return nil
    }
}
