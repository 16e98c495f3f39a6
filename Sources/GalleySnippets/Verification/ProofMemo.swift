import Foundation
import GalleyCore
import Synchronization

/// What a site's builds keep of each article's proofs between them: `galley serve` one memo for
/// all its rebuilds, `galley build` the manifest the last build wrote beside the unit cache.
///
/// An article's verdicts are reused while its key is the same: a digest of its blocks (text,
/// info string, place in the file), its tutorial outline, imports and language mode, and of the
/// session (``sessionKey(_:)``: the compiler's identity, which holds the toolchain's version and
/// the runtime's fingerprint, the package's, `site.yml`'s snippet settings, hovers, limits and
/// the sandbox's isolation, and the galley executable that made the verdicts from the outcomes).
/// That is everything the keys of the article's units are made from, so a reused verdict is the
/// one its units' cache entries would give: a changed block, runtime, toolchain, setting,
/// package or galley verifies the article again. Units never span articles.
///
/// The manifest is one file (`article-proofs`), authenticated with the unit cache's secret as its
/// entries are, so a build reads one file instead of every unit's entry; an entry's verdicts are
/// decoded only when a page asks for them.
package final class ProofMemo: Sendable {
    private let entries = Mutex<[String: ArticleProof]>([:])
    private let loaded = Mutex(false)

    package init() {}

    /// The article's kept verdicts when `key` is still theirs.
    func proof(for file: String, key: String) -> ArticleProof? {
        entries.withLock { $0[file] }.flatMap { $0.key == key ? $0 : nil }
    }

    /// Replaces the table with this build's articles' proofs; returns whether anything changed,
    /// so an unchanged manifest is not written again.
    func keep(_ proofs: [ArticleProof]) -> Bool {
        entries.withLock { entries in
            let changed =
                proofs.count != entries.count
                || proofs.contains { entries[$0.file].map(ObjectIdentifier.init) != ObjectIdentifier($0) }
            if changed { entries = Dictionary(proofs.map { ($0.file, $0) }, uniquingKeysWith: { _, last in last }) }
            return changed
        }
    }

    /// The session's part of every article's key.
    static func sessionKey(_ parts: [String]) -> String {
        var hasher = SHA256()
        hasher.update("galley-article-proofs-session-1")
        for part in parts { hasher.update("\u{1F}" + part) }
        return hasher.finalize()
    }

    /// The key of an article's verdicts under `session` (``sessionKey(_:)``).
    static func key(of article: ArticleBlocks, session: String) -> String {
        var hasher = SHA256()
        hasher.update(session)
        hasher.update("\u{1F}\(article.file)\u{1F}\(article.imports.map { $0.joined(separator: ",") } ?? "-")")
        hasher.update("\u{1F}\(article.languageMode.map(String.init) ?? "-")")
        if let outline = article.outline { hasher.update("\u{1F}outline \(String(describing: outline))") }
        for block in article.blocks {
            hasher.update(
                "\u{1E}\(block.fenceLine) \(block.contentStartLine) \(block.closingLine ?? -1) \(block.directlyFollowsPrevious) \(block.indentation)\u{1F}"
            )
            hasher.update(block.info)
            hasher.update("\u{1F}")
            hasher.update(block.code)
        }
        return hasher.finalize()
    }

    // MARK: - The manifest

    private static let header = "galley-article-proofs 1 "

    static func manifest(in cacheDirectory: URL) -> URL { cacheDirectory.appendingPathComponent("article-proofs") }

    /// Fills an empty memo from the manifest in `cacheDirectory`, once; a missing, damaged or
    /// foreign manifest (its MAC does not verify under the cache's secret) leaves it empty.
    func loadOnce(from cacheDirectory: URL) {
        guard
            loaded.withLock({ done in
                defer { done = true }
                return !done
            })
        else { return }
        guard entries.withLock({ $0.isEmpty }), let secret = CacheSecret.load(in: cacheDirectory),
            let data = FileManager.default.contents(atPath: Self.manifest(in: cacheDirectory).path)
        else { return }
        let bytes = [UInt8](data)
        let header = Array(Self.header.utf8)
        let macEnd = header.count + 64
        guard bytes.count > macEnd, bytes.starts(with: header), bytes[macEnd] == UInt8(ascii: "\n") else { return }
        let payload = bytes[(macEnd + 1)...]
        guard HMAC.sha256(key: secret, message: payload).utf8.elementsEqual(bytes[header.count..<macEnd]),
            let proofs = Self.decode(payload)
        else { return }
        entries.withLock { entries in
            for proof in proofs { entries[proof.file] = proof }
        }
    }

    /// Writes the memo's proofs to the manifest in `cacheDirectory` (a new file renamed over the
    /// old, so a reader never sees half of one); failing to write only costs a later build its reuse.
    func save(to cacheDirectory: URL) {
        guard let secret = CacheSecret.load(in: cacheDirectory) else { return }
        let proofs = entries.withLock { $0.values.sorted { $0.file < $1.file } }
        var payload: [UInt8] = []
        payload.reserveCapacity(proofs.reduce(0) { $0 + $1.encoded.count + 200 })
        for proof in proofs {
            payload +=
                "\(proof.file)\t\(proof.key)\t\(proof.proofKey)\t\(proof.passed)\t\(proof.skipped)\t\(proof.encoded.count)\n"
                .utf8
            payload += proof.encoded
            payload.append(UInt8(ascii: "\n"))
        }
        let file = Self.manifest(in: cacheDirectory)
        let temporary = cacheDirectory.appendingPathComponent(".article-proofs.\(UUID().uuidString)")
        let text = Array((Self.header + HMAC.sha256(key: secret, message: payload) + "\n").utf8) + payload
        do {
            try ScratchFile.write(text, to: temporary)
            if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// The proofs of a manifest's payload: per article a line of tab-separated fields (file, key,
    /// proof key, passed, skipped, length of the verdicts), then the verdicts' bytes and a newline.
    private static func decode(_ payload: ArraySlice<UInt8>) -> [ArticleProof]? {
        var proofs: [ArticleProof] = []
        var position = payload.startIndex
        while position < payload.endIndex {
            guard let lineEnd = payload[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let fields = payload[position..<lineEnd].split(
                separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false
            )
            .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 6, let passed = Int(fields[3]), let skipped = Int(fields[4]),
                let count = Int(fields[5]), count >= 0, lineEnd + 1 + count < payload.endIndex
            else { return nil }
            let start = lineEnd + 1
            proofs.append(
                ArticleProof(
                    file: fields[0], key: fields[1], proofKey: fields[2], passed: passed, skipped: skipped,
                    encoded: Array(payload[start..<(start + count)])))
            position = start + count + 1
        }
        return proofs
    }
}
