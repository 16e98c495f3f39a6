internal import CGalleyPlatform
import Foundation

/// The kernel's word that something changed under some folders, for `galley serve`'s watcher:
/// it says *that* something changed, and the watcher's snapshot of file stamps says *what*.
///
/// On Linux this is inotify, which is not recursive: the watcher names every folder of its tree,
/// and those it finds later (``watch(_:)``) from the same walk that takes its snapshot. Reading
/// the events only drains them: their names are not trusted, so an editor's rename-over, a
/// deletion or an overflowed queue all end the same way, in a snapshot comparison. On the
/// portable path there is no such word (`init` answers `nil`), and the watcher polls the stamps
/// instead, which is also what it does when inotify is out of watches. Its state is one
/// constant, so it is `Sendable` as it stands.
package final class FolderWake: Sendable {
    private let descriptor: Int32

    /// Watches `folders` (each one itself, not what is below it); `nil` where the kernel offers
    /// no such events, or cannot watch them all.
    package init?(folders: [String]) {
        guard PlatformPath.current == .linux else { return nil }
        let fd = galley_platform_inotify_open()
        guard fd >= 0 else { return nil }
        descriptor = fd
        guard watch(folders) else {
            close(fd)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Watches `folders` too; a folder already watched costs the kernel a look-up, and one that
    /// vanished before it could be watched is skipped. `false` when one cannot be watched.
    @discardableResult
    package func watch(_ folders: [String]) -> Bool {
        for folder in folders where galley_platform_inotify_watch(descriptor, folder) < 0 {
            if errno != ENOENT { return false }
        }
        return true
    }

    /// Drains pending events without waiting; `true` when there were any.
    package func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return any }
            any = true
        }
    }
}
