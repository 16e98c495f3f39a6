import Foundation
internal import GalleyPlatform

/// What identifies one version of a file without reading it: size, inode, and the modification
/// and status-change times with their nanoseconds, as `stat` gives them.
///
/// A build may trust an unchanged stamp instead of reading the file again, as make and ninja
/// trust modification times. A write changes the modification and status-change times, so an
/// edit that keeps all of these is not a realistic one, with one exception: the kernel's clock
/// ticks coarsely (a few milliseconds), so two writes within one tick, keeping the size, give
/// the same stamp. A stamp is therefore trusted only when the file had not changed for a while
/// when it was taken (``isSettled``), as Git does for its index ("racily clean" entries).
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var inode: UInt64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64
    /// Whether the file had been still for ``settleSeconds`` when the stamp was taken.
    var isSettled: Bool
    /// Whether its contents (the modification time) had been still for ``settleSeconds``.
    var isContentSettled: Bool

    /// How long a file must have been unchanged before its stamp is trusted.
    static let settleSeconds: Int64 = 1

    /// The stamp of the regular file at `path`, or `nil` when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of the file `info` describes, as `stat` gave it; `nil` unless a regular file.
    init?(_ info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        modified = info.modificationTime.seconds
        modifiedNanoseconds = info.modificationTime.nanoseconds
        changed = info.statusChangeTime.seconds
        changedNanoseconds = info.statusChangeTime.nanoseconds
        isSettled = Int64(now.tv_sec) - max(modified, changed) > Self.settleSeconds
        isContentSettled = Int64(now.tv_sec) - modified > Self.settleSeconds
    }

    /// Whether a file with stamp `current` is still the one this stamp was taken of: the same
    /// size, inode and times, and this stamp was taken once the file had settled.
    func vouches(for current: FileStamp) -> Bool {
        isSettled && size == current.size && inode == current.inode && modified == current.modified
            && modifiedNanoseconds == current.modifiedNanoseconds && changed == current.changed
            && changedNanoseconds == current.changedNanoseconds
    }

    /// What says the file's bytes are unchanged, for a file of the build's own output
    /// (``ContentStamp``).
    var content: ContentStamp {
        ContentStamp(size: size, inode: inode, modified: modified, modifiedNanoseconds: modifiedNanoseconds)
    }
}

/// What a build keeps of a page of its output whose bytes it checked, to take the page on its
/// stamp next time instead of reading and hashing it: the same size, inode and modification time.
/// The status-change time is left out, as a hard link to the file (how an unchanged page is
/// carried into the next output) changes it; a write to the file changes the modification
/// time, and replacing it the inode. Kept only when the file's contents had settled
/// (``FileStamp/isContentSettled``), so a write within the same tick of the clock is not missed.
struct ContentStamp: Equatable, Sendable {
    var size: Int64
    var inode: UInt64
    var modified: Int64
    var modifiedNanoseconds: Int64
}

extension FileStamp {
    /// A stamp from its parts (as the build state keeps them).
    init(
        size: Int64, inode: UInt64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64,
        changedNanoseconds: Int64, isSettled: Bool, isContentSettled: Bool
    ) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
        self.isSettled = isSettled
        self.isContentSettled = isContentSettled
    }
}
