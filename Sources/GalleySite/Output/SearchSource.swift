import Foundation

/// A locale's `search.json` in the committed output, open, whose bytes its stamp vouches for:
/// the fragments of unchanged pages are copied from it into the new index by the kernel
/// (``SiteOutput/write(pieces:keptFrom:to:)``), never read into memory.
///
/// The file is opened once and checked on the open descriptor, so a file renamed over it
/// since changes nothing; the copy reads the very bytes the stamp vouched for unless another
/// process writes into the published index in place during the build.
final class SearchSource: Sendable {
    let descriptor: Int32
    /// The file's size when it was checked.
    let size: Int

    /// The file at `path` when its stamp is `stamp`; `nil` when it cannot be opened or is
    /// not that file any more.
    init?(path: String, stamp: ContentStamp) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, let current = FileStamp(info), current.content == stamp else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// `count` bytes from `offset`, read (for a sink that is not a folder on disk).
    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, done in
            done = 0
            while done < count {
                let got = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if got <= 0 { break }
                done += got
            }
        }
        return bytes.count == count ? bytes : nil
    }
}
