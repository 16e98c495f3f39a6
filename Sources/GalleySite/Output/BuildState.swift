import Foundation
import GalleyCore

/// What the last successful build wrote and read, so the next one can skip unchanged pages and
/// unchanged articles.
///
/// For each page it records the key of everything the page was rendered from (see
/// ``PageInputs``) and the ``Fingerprint`` of the bytes written; for each article, what loading and
/// converting it produced (``StoredArticle``), with the site key its converted bodies belong to.
/// It lives in the cache directory, one file per output folder, in ``StateWriter``'s encoding
/// followed by the ``Fingerprint`` of those bytes: a state whose checksum does not match, or that cannot
/// be read, is ignored and the build is a full one. A page is reused only when its key matches
/// *and* the file in the previous output still has the recorded bytes, so a stale state or a
/// hand-edited output costs a re-render, never a wrong page.
struct BuildState: Sendable, Equatable {
    struct Page: Sendable, Equatable {
        var key: String
        /// The ``Fingerprint`` of the bytes; empty for a file this build wrote and kept no digest of,
        /// which only its ``stamp`` vouches for (``IncrementalPages/record(_:key:written:)``).
        var digest: String
        /// The file's stamp when a build last checked its bytes against ``digest``, if they had
        /// settled by then.
        var stamp: ContentStamp? = nil
    }

    static let version = 7
    /// The state ends with the ``Fingerprint`` of everything before it, as hex digits.
    static let checksumLength = 32
    /// Output path (e.g. `en/guide/index.html`) to what produced it.
    var pages: [String: Page] = [:]
    /// The site key (``PageInputs/site(files:settings:)``) the stored bodies were converted under.
    var siteKey = ""
    /// The link targets (``SiteRenderer/linkTargetsKey(_:)``) the stored link checks ran against.
    var linksKey = ""
    /// Content path (e.g. `en/guide.md`) to what the build knew of the article.
    var articles: [String: StoredArticle] = [:]
    /// Dates in the locales' long style (``GalleyI18n/LocalizedDate/known``), valid for the
    /// galley executable ``datesFormatter`` names (``PageInputs/executableIdentity``).
    var dates: [String: String] = [:]
    var datesFormatter = ""

    /// The state file for one output folder, named by a hash of its path.
    static func file(cache: URL, destination: URL) -> URL {
        cache.appendingPathComponent("build-state", isDirectory: true)
            .appendingPathComponent(SHA256.hex(destination.standardizedFileURL.path) + ".state")
    }

    /// The state saved at `url`, or `nil` when it is missing, corrupt or of another version.
    static func load(from url: URL) -> BuildState? {
        guard let bytes = readBytes(url.path), bytes.count > checksumLength else { return nil }
        let end = bytes.count - checksumLength
        guard Fingerprint.hex(bytes: bytes[..<end]) == String(decoding: bytes[end...], as: UTF8.self) else {
            return nil
        }
        var reader = StateReader(bytes, end: end)
        guard reader.int() == version, let siteKey = reader.string(), let linksKey = reader.string(),
            let pages = reader.list({ reader -> (String, Page)? in
                guard let path = reader.string(), let key = reader.string(), let digest = reader.string(),
                    let stamped = reader.bool()
                else { return nil }
                guard stamped else { return (path, Page(key: key, digest: digest)) }
                guard let size = reader.int(), let inode = reader.int(), let modified = reader.int(),
                    let nanoseconds = reader.int()
                else { return nil }
                let stamp = ContentStamp(
                    size: Int64(size), inode: UInt64(bitPattern: Int64(inode)), modified: Int64(modified),
                    modifiedNanoseconds: Int64(nanoseconds))
                return (path, Page(key: key, digest: digest, stamp: stamp))
            }),
            let articles = reader.list({ reader -> (String, StoredArticle)? in
                guard let path = reader.string(), let article = reader.articleRecord() else { return nil }
                return (path, article)
            }),
            let datesFormatter = reader.string(),
            let dates = reader.list({ reader -> (String, String)? in
                guard let key = reader.string(), let text = reader.string() else { return nil }
                return (key, text)
            }),
            reader.isAtEnd
        else { return nil }
        return BuildState(
            pages: Dictionary(pages, uniquingKeysWith: { first, _ in first }), siteKey: siteKey, linksKey: linksKey,
            articles: Dictionary(articles, uniquingKeysWith: { first, _ in first }),
            dates: Dictionary(dates, uniquingKeysWith: { first, _ in first }), datesFormatter: datesFormatter)
    }

    /// A file's bytes, read straight into one array (the state runs to megabytes).
    static func readBytes(_ path: String) -> [UInt8]? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let got = read(file, buffer.baseAddress! + count, size - count)
                if got <= 0 { break }
                count += got
            }
        }
        return bytes.count == size ? bytes : nil
    }

    /// The state's bytes, checksum included; paths in sorted order, so equal states encode equally.
    var encoded: [UInt8] {
        var writer = StateWriter(
            capacity: articles.values.reduce(4_096) { $0 + 1_024 + ($1.body?.facts.search.count ?? 0) })
        writer.int(Self.version)
        writer.string(siteKey)
        writer.string(linksKey)
        writer.int(pages.count)
        for (path, page) in pages.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.string(page.key)
            writer.string(page.digest)
            writer.bool(page.stamp != nil)
            if let stamp = page.stamp {
                writer.int(Int(stamp.size))
                writer.int(Int(Int64(bitPattern: stamp.inode)))
                writer.int(Int(stamp.modified))
                writer.int(Int(stamp.modifiedNanoseconds))
            }
        }
        writer.int(articles.count)
        for (path, article) in articles.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.articleRecord(article)
        }
        writer.string(datesFormatter)
        writer.int(dates.count)
        for (key, text) in dates.sorted(by: { $0.key < $1.key }) {
            writer.string(key)
            writer.string(text)
        }
        writer.append(checksum: Fingerprint.hex(bytes: writer.bytes))
        return writer.bytes
    }

    /// Writes the state through a temporary file and a rename, so a killed build leaves the old
    /// state, the new one, or none (the next build is then a full one), never a part of one.
    func save(to url: URL) { Self.write(encoded, to: url) }

    /// Writes a state's ``encoded`` bytes as ``save(to:)`` does (a build encodes the state
    /// while its output is swapped in, and writes it once the swap is done).
    static func write(_ bytes: [UInt8], to url: URL) {
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid())")
        let file = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { return }
        let written = bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let count = Foundation.write(file, buffer.baseAddress! + done, buffer.count - done)
                if count <= 0 { break }
                done += count
            }
            return done
        }
        close(file)
        guard written == bytes.count else {
            unlink(temporary.path)
            return
        }
        // The old state goes first: ext4 starts writing a file's data out when a rename
        // replaces another file (`auto_da_alloc`), about a millisecond for a large site's state,
        // and a build killed in between leaves no state, which is safe.
        unlink(url.path)
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        // The first version's state (JSON, `.json`) is never read again.
        unlink(url.deletingPathExtension().appendingPathExtension("json").path)
    }

    /// Removes the state, so the next build is a full one (used when a build fails after the
    /// previous output may have changed).
    static func remove(at url: URL) { try? FileManager.default.removeItem(at: url) }
}
