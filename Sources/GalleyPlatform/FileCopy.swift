internal import CGalleyPlatform
import Foundation

/// The two file-system calls the site's output makes faster on Linux, each with a `nil` or
/// `false` answer on the portable path that sends the caller to its plain POSIX fallback.
package enum FileCopy {
    /// Swaps the entries at two paths in one atomic step (`renameat2` with `RENAME_EXCHANGE`);
    /// `false` when the platform or the file system cannot, and the caller renames twice.
    package static func exchange(_ first: String, _ second: String) -> Bool {
        guard PlatformPath.current == .linux else { return false }
        return galley_platform_exchange(first, second) == 0
    }

    /// Copies up to `count` bytes from `source` at `offset` to `target` at its current position
    /// inside the kernel (`copy_file_range`), advancing `offset`; the bytes copied, 0 at the end
    /// of `source`, or `nil` with `errno` set when the kernel cannot (the portable path, another
    /// file system), and the caller reads and writes them itself.
    package static func copyRange(from source: Int32, offset: inout Int64, to target: Int32, count: Int) -> Int? {
        guard PlatformPath.current == .linux else {
            errno = ENOSYS
            return nil
        }
        let done = galley_platform_copy_file_range(source, &offset, target, count)
        return done < 0 ? nil : done
    }
}
