import Foundation
import GalleyCore
import Synchronization

/// The incremental part of one build: which pages may be taken from the previous output, and
/// the state the next build will read.
///
/// The renderer asks ``reuse(_:key:into:)`` before rendering an article page; a `true` means
/// the sink now holds the previous output's file (a hard link into the staging folder) and the
/// page was not rendered. Every page rendered is recorded with ``record(_:key:digest:stamp:isArticle:)``.
/// Thread-safe: pages are rendered in parallel.
final class IncrementalPages: Sendable {
    /// The last build's state (empty for a full build).
    let previous: BuildState
    /// The output folder the previous state describes.
    let previousOutput: URL
    private let next = Mutex(BuildState())
    private let counts = Mutex((rendered: 0, reused: 0))
    private let links = Mutex("")

    /// The link targets this build checked against (``BuildState/linksKey``).
    var linksKey: String {
        get { links.withLock { $0 } }
        set { links.withLock { $0 = newValue } }
    }

    private let previousPath: String

    init(previous: BuildState?, previousOutput: URL) {
        self.previous = previous ?? BuildState()
        self.previousOutput = previousOutput
        previousPath = previousOutput.path
    }

    /// Takes the page at `path` from the previous output when it was rendered from the same
    /// `key` and its bytes are still the ones recorded: read and compared, or, when an earlier
    /// build checked them and kept the file's stamp (``BuildState/Page/stamp``), taken on that
    /// stamp while the file's is the same. `isArticle` says whether the page counts as an
    /// article page taken unchanged (``reused``).
    func reuse(_ path: String, key: String, into sink: any SiteSink, isArticle: Bool = true) -> Bool {
        guard let page = previous.pages[path], page.key == key, let checked = take(path, page, into: sink) else {
            return false
        }
        next.withLock { $0.pages[path] = checked }
        if isArticle { counts.withLock { $0.reused += 1 } }
        return true
    }

    /// Takes the page at `path`, rendered again from `key` into `contents`, from the previous
    /// output when its bytes are the same as the previous build recorded (and the file still
    /// holds them), so a build rewrites only the files whose bytes changed: an edit that changes
    /// a page's inputs but not its HTML (a blank line, a template comment) leaves the file as it
    /// was, the same inode and time, and is recorded under `key`. False when the caller must
    /// write the page and then ``record(_:key:digest:stamp:isArticle:)`` it with the digest given.
    func keepIfUnchanged(_ path: String, key: String, bytes: [UInt8], into sink: any SiteSink)
        -> (kept: Bool, digest: String)
    {
        let digest = Fingerprint.hex(bytes: bytes)
        return (keep(path, key: key, digest: digest, into: sink, isArticle: true), digest)
    }

    /// ``keepIfUnchanged(_:key:bytes:into:)`` for a listing's bytes (not an article page).
    func keepIfUnchanged(_ path: String, key: String, data: Data, into sink: any SiteSink)
        -> (kept: Bool, digest: String)
    {
        let digest = Fingerprint.hex(bytes: data)
        return (keep(path, key: key, digest: digest, into: sink, isArticle: false), digest)
    }

    private func keep(_ path: String, key: String, digest: String, into sink: any SiteSink, isArticle: Bool) -> Bool {
        guard let page = previous.pages[path], page.digest == digest, var checked = take(path, page, into: sink)
        else {
            return false
        }
        checked.key = key
        next.withLock { $0.pages[path] = checked }
        if isArticle { counts.withLock { $0.rendered += 1 } }
        return true
    }

    /// Hard-links the previous output's file at `path` into `sink` when it still holds the
    /// bytes `page` recorded: read and compared, or, when an earlier build checked them and kept
    /// the file's stamp (``BuildState/Page/stamp``), taken on that stamp while the file's is the
    /// same. Returns `page` with the stamp the next build may trust, or `nil`.
    private func take(_ path: String, _ page: BuildState.Page, into sink: any SiteSink) -> BuildState.Page? {
        let file = previousPath + "/" + path
        // Taken before the bytes are read, so a later write shows in the next build's stamp.
        var info = stat()
        guard stat(file, &info) == 0, let stamp = FileStamp(info) else { return nil }
        // Checked by an earlier build (or written by one) and unchanged since.
        let vouched = page.stamp == stamp.content
        if !vouched {
            guard !page.digest.isEmpty, let bytes = BuildState.readBytes(file),
                Fingerprint.hex(bytes: bytes) == page.digest
            else { return nil }
        }
        guard sink.reuse(path, fromPath: file, device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) else {
            return nil
        }
        var checked = page
        // A stamp that vouched for the file still does; a new one only once the file has settled.
        if !vouched { checked.stamp = stamp.isContentSettled ? stamp.content : nil }
        return checked
    }

    /// Notes that the file at `path` was made from `key` into bytes whose ``Fingerprint`` is `digest`,
    /// and written with `stamp` (``SiteOutput/stamp(of:)``), which vouches for it in the next
    /// build as a settled file's stamp does: no build reads and hashes it again while it is
    /// unchanged. `isArticle` counts it as an article page rendered (a listing or public file
    /// is not).
    func record(_ path: String, key: String, digest: String, stamp: ContentStamp? = nil, isArticle: Bool = true) {
        let page = BuildState.Page(key: key, digest: digest, stamp: stamp)
        next.withLock { $0.pages[path] = page }
        if isArticle { counts.withLock { $0.rendered += 1 } }
    }

    /// Notes a file whose bytes a later build reads back (a locale's `search.json`), made from
    /// `key`, with the ``Fingerprint`` it must still have then.
    func record(_ path: String, key: String, data: Data, stamp: ContentStamp? = nil) {
        let page = BuildState.Page(key: key, digest: Fingerprint.hex(bytes: data), stamp: stamp)
        next.withLock { $0.pages[path] = page }
    }

    /// Notes a file whose bytes a later build reads back (a locale's `search.json`), made from
    /// `key` and written by this build with `stamp` (``SiteOutput/write(pieces:to:)``): the
    /// stamp alone vouches for the bytes, which are never hashed. A file whose stamp no longer
    /// matches is not reused, and what it held is made again.
    func record(_ path: String, key: String, written stamp: ContentStamp) {
        let page = BuildState.Page(key: key, digest: "", stamp: stamp)
        next.withLock { $0.pages[path] = page }
    }

    private let listings = Mutex<String?>(nil)

    /// The key of the pages made from every article's metadata (``SiteRenderer/listingsKey()``).
    var listingsKey: String? {
        get { listings.withLock { $0 } }
        set { listings.withLock { $0 = newValue } }
    }

    private let search = Mutex((keys: [String: String](), reused: Set<String>()))

    /// The key of each locale's search index (``SiteRenderer/searchKey(_:)``), and the locales
    /// whose index was taken unchanged from the previous output.
    var searchIndexes: (keys: [String: String], reused: Set<String>) {
        get { search.withLock { $0 } }
        set { search.withLock { $0 = newValue } }
    }

    private let sources = Mutex<[String: SearchSource]>([:])

    /// The previous output's index of each locale whose unchanged fragments are copied from it
    /// (``BuildMemo/attachSearch(from:pages:skipping:)``).
    var searchSources: [String: SearchSource] {
        get { sources.withLock { $0 } }
        set { sources.withLock { $0 = newValue } }
    }

    private let offsets = Mutex<[String: Int]>([:])

    /// Notes where an article's search fragment starts in its locale's `search.json`.
    func recordSearch(_ contentPath: String, at offset: Int) { offsets.withLock { $0[contentPath] = offset } }

    /// Where each article's search fragment starts (``recordSearch(_:at:)``).
    var searchOffsets: [String: Int] { offsets.withLock { $0 } }

    /// The state to save once the build is committed.
    var state: BuildState { next.withLock { $0 } }
    /// Article pages rendered and taken unchanged from the previous output.
    var rendered: Int { counts.withLock { $0.rendered } }
    var reused: Int { counts.withLock { $0.reused } }
}
