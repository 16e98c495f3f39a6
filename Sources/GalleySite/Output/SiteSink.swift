import Foundation
import GalleyCore
import Synchronization

/// Where a build's files go: the renderer writes through this and never sees the disk.
///
/// ``SiteOutput`` is the real one (a staging folder swapped in atomically); ``MemorySink``
/// keeps every file in memory, so tests can look at a whole site without writing it.
package protocol SiteSink: Sendable {
    /// Stores `data` at `relativePath` (e.g. `en/guide/index.html`), replacing what was there.
    func write(_ data: Data, to relativePath: String) throws(DiagnosticError)
    /// `write(_:to:)` for bytes in an array (a rendered page), which a sink that
    /// writes files stores without copying them into `Data` first.
    func write(bytes: [UInt8], to relativePath: String) throws(DiagnosticError)
    /// Takes `file` (a page of the previous output) unchanged as `relativePath`; `false` when
    /// this sink cannot, and the page is then rendered.
    func reuse(_ relativePath: String, from file: URL) -> Bool
    /// ``reuse(_:from:)`` for the file at the path `source`, whose device and inode a `stat`
    /// just gave (an unchanged page, which the build graph has already looked at).
    func reuse(_ relativePath: String, fromPath source: String, device: UInt64, inode: UInt64) -> Bool
}

extension SiteSink {
    package func write(bytes: [UInt8], to relativePath: String) throws(DiagnosticError) {
        try write(Data(bytes), to: relativePath)
    }

    /// Stores a string's UTF-8 bytes.
    package func write(_ contents: String, to relativePath: String) throws(DiagnosticError) {
        try write(Data(contents.utf8), to: relativePath)
    }

    package func reuse(_ relativePath: String, from file: URL) -> Bool { false }

    package func reuse(_ relativePath: String, fromPath source: String, device: UInt64, inode: UInt64) -> Bool {
        reuse(relativePath, from: URL(fileURLWithPath: source, isDirectory: false))
    }
}

extension SiteOutput: SiteSink {}

/// A site held in memory: relative path to bytes.
package final class MemorySink: SiteSink {
    private let storage = Mutex<[String: Data]>([:])

    package init() {}

    package func write(_ data: Data, to relativePath: String) throws(DiagnosticError) {
        storage.withLock { $0[relativePath] = data }
    }

    /// Every file written, by relative path.
    package var files: [String: Data] { storage.withLock { $0 } }
}
