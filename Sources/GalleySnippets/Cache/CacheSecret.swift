import Foundation

/// The per-cache secret that authenticates cache entries: 32 random bytes in `unit-key`
/// beside the entries, readable by its owner only, and never visible inside an isolated run.
///
/// Anyone can recompute a plain checksum, so a snippet that could write into the cache could
/// plant a passing verdict for another unit. With the secret out of its reach it cannot: an
/// entry whose MAC does not verify is treated as corrupt and recomputed.
enum CacheSecret {
    /// The secret of the cache in `directory`, created on first use; `nil` when it can be
    /// neither read nor created (entries are then neither trusted nor written).
    static func load(in directory: URL) -> [UInt8]? {
        let file = directory.appendingPathComponent("unit-key")
        if let existing = read(file) { return existing }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let temporary = directory.appendingPathComponent(".unit-key.\(UUID().uuidString)")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: Data(secret), attributes: [.posixPermissions: 0o600])
        else { return nil }
        defer { unlink(temporary.path) }
        // `link` publishes the whole file at once and fails if another process won the race.
        if link(temporary.path, file.path) != 0, errno != EEXIST { return nil }
        return read(file)
    }

    private static func read(_ file: URL) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: file.path), data.count == 32 else { return nil }
        return [UInt8](data)
    }
}
