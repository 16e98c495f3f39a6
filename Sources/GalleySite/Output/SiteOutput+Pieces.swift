import Foundation
import GalleyCore

extension SiteOutput {
    /// Writes `pieces`, one after the other, as the file at `relativePath` in the staging
    /// directory, without joining them first (a locale's search index runs to megabytes, most of
    /// it fragments read back from the previous output), and returns the new file's stamp as
    /// the write left it.
    ///
    /// The stamp is taken from the open file right after the last byte went in, so it describes
    /// exactly these bytes: a later write changes the modification time, and a replacement the
    /// inode. A build that trusts it (``BuildState/Page/stamp``) instead of hashing the file
    /// misses only a write by another process into this build's private staging folder within
    /// the same tick of the kernel's clock as this write, keeping the size.
    func write(pieces: [ArraySlice<UInt8>], to relativePath: String) throws(DiagnosticError) -> ContentStamp {
        let url = staging.appendingPathComponent(relativePath)
        do {
            try prepare(url, relativePath)
            let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(file) }
            var pending: [UInt8] = []
            pending.reserveCapacity(4_096)
            for piece in pieces {
                // Small pieces (the commas between fragments) wait to go out with the next large one.
                if piece.count < 256 {
                    pending.append(contentsOf: piece)
                    continue
                }
                try Self.write(pending[...], piece, to: file)
                pending.removeAll(keepingCapacity: true)
            }
            try Self.write(pending[...], [], to: file)
            var info = stat()
            guard fstat(file, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            noteWritten(relativePath)
            return ContentStamp(
                size: Int64(info.st_size), inode: UInt64(info.st_ino), modified: Int64(info.st_mtim.tv_sec),
                modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
        } catch {
            throw DiagnosticError(Self.failure("output.write", url, error))
        }
    }

    /// Writes `first` then `second` to `file` with `writev`, going on after a short write.
    private static func write(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>, to file: Int32) throws {
        try first.withUnsafeBytes { one in
            try second.withUnsafeBytes { two in
                var parts = [one, two].filter { !$0.isEmpty }
                while !parts.isEmpty {
                    var vectors = parts.map {
                        iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count)
                    }
                    let done = writev(file, &vectors, Int32(vectors.count))
                    if done < 0, errno == EINTR { continue }
                    guard done > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                    var left = done
                    while let part = parts.first, left >= part.count {
                        left -= part.count
                        parts.removeFirst()
                    }
                    if left > 0 { parts[0] = UnsafeRawBufferPointer(rebasing: parts[0][left...]) }
                }
            }
        }
    }
}
