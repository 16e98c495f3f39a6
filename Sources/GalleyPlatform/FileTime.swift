import Foundation

/// A file time as `stat` gives it: seconds since 1970 and the nanoseconds within that second.
package struct FileTime: Hashable, Sendable, CustomStringConvertible {
    package var seconds: Int64
    package var nanoseconds: Int64

    package init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ time: timespec) {
        self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    /// `seconds.nanoseconds`, as keys and stamps write it.
    package var description: String { "\(seconds).\(nanoseconds)" }
}

extension stat {
    /// The last modification of the file's contents, to the nanosecond where the file system
    /// keeps it (POSIX's `st_mtim`; Darwin names it `st_mtimespec`).
    package var modificationTime: FileTime {
        #if canImport(Darwin)
            FileTime(st_mtimespec)
        #else
            FileTime(st_mtim)
        #endif
    }

    /// The last change of the file's status (contents, links, owner, mode): `st_ctim`.
    package var statusChangeTime: FileTime {
        #if canImport(Darwin)
            FileTime(st_ctimespec)
        #else
            FileTime(st_ctim)
        #endif
    }
}
