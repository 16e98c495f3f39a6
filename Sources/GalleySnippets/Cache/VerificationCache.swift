import Foundation
import GalleyCore
import Synchronization

/// A content-addressed store of unit outcomes on disk.
///
/// An entry's name is the SHA-256 of everything that decides the outcome (unit text and
/// attributes, runtime fingerprint, compiler version and flags). Its first line is
/// `galley-unit-outcome 1 <sha256 of the rest>`, so a truncated or corrupt entry is detected,
/// deleted and recomputed, never trusted. Entries are written to a temporary file and renamed,
/// so readers never see half an entry.
final class VerificationCache: Sendable {
    let directory: URL
    private static let header = "galley-unit-outcome 1 "
    private let discarded = Mutex(0)

    init(directory: URL) {
        self.directory = directory.appendingPathComponent("units", isDirectory: true)
    }

    /// How many corrupt entries were found and deleted.
    var discardedEntries: Int { discarded.withLock { $0 } }

    func url(for key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2)), isDirectory: true)
            .appendingPathComponent(key + ".json")
    }

    /// The stored outcome for `key`, or `nil` when there is none or it is damaged.
    func outcome(for key: String) -> UnitOutcome? {
        let file = url(for: key)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let newline = text.firstIndex(of: "\n"), text.hasPrefix(Self.header) else {
            return discard(file)
        }
        let checksum = text[text.index(text.startIndex, offsetBy: Self.header.count)..<newline]
        let payload = text[text.index(after: newline)...]
        guard SHA256.hex(String(payload)) == checksum,
            let outcome = try? JSONDecoder().decode(UnitOutcome.self, from: Data(payload.utf8))
        else { return discard(file) }
        return outcome
    }

    /// Stores `outcome` under `key`; failures to write only cost a recomputation later.
    func store(_ outcome: UnitOutcome, for key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(outcome) else { return }
        let payload = String(decoding: data, as: UTF8.self)
        let file = url(for: key)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(
            ".\(key).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((Self.header + SHA256.hex(payload) + "\n" + payload).utf8).write(to: temporary)
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
