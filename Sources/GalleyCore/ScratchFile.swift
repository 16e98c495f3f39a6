import Foundation

/// Writes files that need no flush to the disk of their own: generated sources for the
/// compiler, cache entries that are checked when read, the pages of a site.
///
/// Foundation's `Data.write(to:)` flushes each file to the disk (`fsync`) before it returns,
/// which costs a disk round trip per file; a verification writes hundreds of such files, and a
/// full build of a 400-page site spent a fifth of its time in those flushes. A file written
/// here may be lost or cut short by a power failure, never by a crash of the program, which is
/// all its readers need: the compiler reads it at once, a cache entry cut short fails its
/// authentication and is computed again, and a site is published by a swap that no crash or
/// kill can leave half done (after a power failure, a build without the build state, or
/// `galley build` after removing `.galley-cache/build-state`, writes every page again).
package enum ScratchFile {
    /// Creates or truncates `file` with `bytes`, permissions 0644 (before the umask).
    package static func write(_ bytes: some Collection<UInt8>, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: file.path, code: errno) }
        defer { close(descriptor) }
        let complete = bytes.withContiguousStorageIfAvailable { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if complete == true { return }
        if complete == nil { return try write(Array(bytes), to: file) }
        throw WriteError(path: file.path, code: errno)
    }

    /// Writes all of `buffer` to `descriptor` from its current position, again after an
    /// interruption or a short write; `false` (with `errno` set) when a write fails.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Why a write failed, in the system's words (`No space left on device`).
    package struct WriteError: LocalizedError {
        package var path: String
        package var code: Int32

        package var failureReason: String? { String(cString: strerror(code)) }
        package var errorDescription: String? { "cannot write \(path): \(failureReason ?? "")" }
    }

    /// Writes `text` as UTF-8.
    package static func write(_ text: String, to file: URL) throws {
        var text = text
        try text.withUTF8 { bytes in try write(bytes, to: file) }
    }
}
