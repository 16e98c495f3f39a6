import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files that need no durability: generated sources for the compiler, cache entries
/// that are checked when read.
///
/// Foundation's `Data.write(to:)` flushes each file to the disk (`fsync`) before it returns,
/// which costs a disk round trip per file; a verification writes hundreds of such files.
/// A file written here may be lost or cut short by a power failure, never by a crash of the
/// program, which is all its readers need: the compiler reads it at once, and a cache entry
/// cut short fails its authentication and is computed again.
package enum ScratchFile {
    /// Creates or truncates `file` with `bytes`, permissions 0644 (before the umask).
    package static func write(_ bytes: some Collection<UInt8>, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
        defer { close(descriptor) }
        let complete = bytes.withContiguousStorageIfAvailable { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
        if complete == true { return }
        if complete == nil { return try write(Array(bytes), to: file) }
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }

    /// Writes `text` as UTF-8.
    package static func write(_ text: String, to file: URL) throws {
        var text = text
        try text.withUTF8 { bytes in try write(bytes, to: file) }
    }
}
