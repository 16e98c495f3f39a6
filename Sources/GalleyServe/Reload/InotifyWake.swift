import Foundation

/// Linux's inotify as a wake-up signal for ``ChangeWatcher``: the kernel says *that* something
/// under the watched folders changed, and the watcher's snapshot says *what*.
///
/// Every folder of the tree is watched (inotify is not recursive); folders created later are
/// added on the next ``rearm()``. Reading the events only drains them: their names are not
/// trusted, so an editor's rename-over, a deletion or an overflowed queue all end the same way,
/// in a snapshot comparison. `nil` from `init` (no inotify, or out of watches) means the caller
/// polls the tree instead. Its state is two constants, so it is `Sendable` as it stands.
final class InotifyWake: Sendable {
    private let descriptor: Int32
    private let directories: [URL]

    init?(directories: [URL]) {
        // IN_NONBLOCK | IN_CLOEXEC (glibc's values; the C enum is not imported as constants).
        let fd = inotify_init1(0o4000 | 0o2000000)
        guard fd >= 0 else { return nil }
        descriptor = fd
        self.directories = directories
        guard rearm() else {
            close(fd)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Watches every folder under the watched directories; `false` when one cannot be watched.
    @discardableResult
    func rearm() -> Bool {
        // IN_MODIFY, IN_ATTRIB, IN_CLOSE_WRITE, IN_MOVED_FROM, IN_MOVED_TO, IN_CREATE, IN_DELETE,
        // IN_DELETE_SELF, IN_MOVE_SELF.
        let mask: UInt32 = 0x2 | 0x4 | 0x8 | 0x40 | 0x80 | 0x100 | 0x200 | 0x400 | 0x800
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
            for folder in folders where inotify_add_watch(descriptor, folder, mask) < 0 {
                if errno != ENOENT { return false }
            }
        }
        return true
    }

    /// Drains pending events; `true` when there were any.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return any }
            any = true
        }
    }
}
