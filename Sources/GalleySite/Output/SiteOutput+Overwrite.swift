import Foundation
import GalleyCore

extension SiteOutput {
    /// Puts `bytes` into the file of the recycled tree at `path` in place, when that file is
    /// this staging folder's alone: a regular file with one link. Returns `false` when there is
    /// no such file or the write fails; ``write(_:to:)`` then unlinks whatever is there and
    /// creates the file as for a fresh tree.
    ///
    /// Replacing a page through an unlink and a new file cost ext4 an inode each time, and the
    /// search for a free one skips the inodes deleted recently (`find_inode_bit`,
    /// `recently_deleted`), which a folder rebuilt over and over is full of: 8% of a full
    /// build's CPU time, by `perf`. A file that shares its inode with the published site (a page
    /// hard-linked from it by ``reuse(_:from:)``, so its link count is above one) is never
    /// written through, nor is a symbolic link followed; the staging folder has no readers. The
    /// bytes go in from the start and the file is then cut to their length: a length above zero
    /// leaves ext4's flush of a file truncated to nothing and rewritten (`auto_da_alloc`) out of
    /// it. A build that fails halfway may leave a file of its staging folder half written,
    /// which no build publishes: the next one writes, links or deletes every file it finds
    /// there before its swap.
    func overwrite(_ bytes: UnsafeRawBufferPointer, at path: String) -> Bool {
        let file = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return false }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1 else { return false }
        // A new descriptor is at the file's start.
        let complete = ScratchFile.writeAll(bytes, to: file)
        return complete && ftruncate(file, off_t(bytes.count)) == 0
    }
}
