import Foundation
import GalleyCore
internal import GalleyPlatform

extension SiteOutput {
    /// Writes `pieces`, one after the other, as the file at `relativePath` in the staging
    /// directory, without joining them first (a locale's search index runs to megabytes, most of
    /// it fragments of the previous output's index, whose ranges are copied from `source`), and
    /// returns the new file's stamp as the write left it.
    ///
    /// The stamp is taken from the open file right after the last byte went in, so it describes
    /// exactly these bytes: a later write changes the modification time, and a replacement the
    /// inode. A build that trusts it (``BuildState/Page/stamp``) instead of hashing the file
    /// misses only a write by another process into this build's private staging folder within
    /// the same tick of the kernel's clock as this write, keeping the size.
    func write(pieces: [SearchIndex.Piece], keptFrom source: SearchSource?, to relativePath: String)
        throws(DiagnosticError) -> ContentStamp
    {
        let url = staging.appendingPathComponent(relativePath)
        do {
            try prepare(url, relativePath)
            let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(file) }
            var pending: [UInt8] = []
            pending.reserveCapacity(4_096)
            var written = 0
            for piece in pieces {
                switch piece {
                case .bytes(let bytes) where bytes.count < 256:
                    // Small pieces (the commas between fragments) wait to go out with the next large one.
                    pending.append(contentsOf: bytes)
                case .bytes(let bytes):
                    try Self.write(pending[...], bytes, to: file)
                    pending.removeAll(keepingCapacity: true)
                case .kept(let offset, let count):
                    guard let source else { throw POSIXError(.EBADF) }
                    try Self.write(pending[...], [], to: file)
                    pending.removeAll(keepingCapacity: true)
                    try Self.copy(count, from: source, at: offset, to: file, at: written)
                }
                written += piece.count
            }
            try Self.write(pending[...], [], to: file)
            var info = stat()
            guard fstat(file, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            noteWritten(relativePath)
            return ContentStamp(
                size: Int64(info.st_size), inode: UInt64(info.st_ino), modified: info.modificationTime.seconds,
                modifiedNanoseconds: info.modificationTime.nanoseconds)
        } catch {
            throw DiagnosticError(Self.failure("output.write", url, error))
        }
    }

    /// The stamp of the file this build has just written at `relativePath`, for the build
    /// state: it vouches for the bytes written for the reason the stamp of
    /// ``write(pieces:keptFrom:to:)`` does, the file having been in this build's private
    /// staging folder since.
    func stamp(of relativePath: String) -> ContentStamp? {
        FileStamp(path: stagingPath + "/" + relativePath)?.content
    }

    /// Copies `count` bytes from `offset` of `source` to `file`, where `position` bytes were
    /// written: by the kernel (`copy_file_range`), without passing through this process; with
    /// `pread` and `write` where the kernel or the file system cannot.
    private static func copy(
        _ count: Int, from source: SearchSource, at offset: Int, to file: Int32, at position: Int
    ) throws {
        var from = Int64(offset)
        var left = count
        while left > 0 {
            let done = FileCopy.copyRange(from: source.descriptor, offset: &from, to: file, count: left)
            if done == nil, errno == EINTR { continue }
            guard let done, done > 0 else { break }
            left -= done
        }
        // Not copied (no such call, another file system, or the file shrank): read what is left,
        // which fails on a short file rather than writing less.
        guard left > 0 else { return }
        if lseek(file, off_t(position + count - left), SEEK_SET) < 0 { throw POSIXError(.EIO) }
        guard let bytes = source.bytes(at: Int(from), count: left) else { throw POSIXError(.EIO) }
        try write(bytes[...], [], to: file)
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
