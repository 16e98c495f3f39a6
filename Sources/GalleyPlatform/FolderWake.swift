internal import CGalleyPlatform
import Foundation

/// The kernel's word that something changed under some folders, for `galley serve`'s watcher:
/// it says *that* something changed, and the watcher's snapshot of file stamps says *what*.
///
/// On Linux this is inotify: every folder of the tree is watched (inotify is not recursive), and
/// folders created later are added on the next ``rearm()``. Reading the events only drains
/// them: their names are not trusted, so an editor's rename-over, a deletion or an overflowed
/// queue all end the same way, in a snapshot comparison. On the portable path there is no such
/// word (`init` answers `nil`), and the watcher polls the stamps instead, which is also what it
/// does when inotify is out of watches. Its state is two constants, so it is `Sendable` as it
/// stands.
package final class FolderWake: Sendable {
    private let descriptor: Int32
    private let directories: [URL]

    /// Watches every folder under `directories`; `nil` where the kernel offers no such events,
    /// or cannot watch them all.
    package init?(directories: [URL]) {
        guard PlatformPath.current == .linux else { return nil }
        let fd = galley_platform_inotify_open()
        guard fd >= 0 else { return nil }
        descriptor = fd
        self.directories = directories
        guard rearm() else {
            close(fd)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Watches every folder under the watched directories, including those created since the
    /// last call; `false` when one cannot be watched.
    @discardableResult
    package func rearm() -> Bool {
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { continue }
            var folders = [directory.path]
            if let enumerator = FileManager.default.enumerator(atPath: directory.path) {
                for case let path as String in enumerator {
                    var info = stat()
                    let full = directory.path + "/" + path
                    if stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { folders.append(full) }
                }
            }
            for folder in folders where galley_platform_inotify_watch(descriptor, folder) < 0 {
                if errno != ENOENT { return false }
            }
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
