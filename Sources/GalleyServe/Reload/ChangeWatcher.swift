import Foundation
import GalleyCore
internal import GalleyPlatform

/// Notices edits under a few directories: woken by the kernel's events where the platform has
/// them (`FolderWake`: inotify on Linux), by polling file stamps elsewhere; either way a
/// snapshot of stamps says what changed.
///
/// Polling every few hundred milliseconds is deliberate: editors save in surprising ways (rename over, delete and recreate), and a
/// documentation project has a few hundred files, whose `stat` calls cost well under a
/// millisecond. A change is reported once the tree has stopped changing for one interval, so
/// an editor's multi-step save triggers one rebuild, not three.
package struct ChangeWatcher: Sendable {
    /// The state of the watched files at one moment: path to stamp.
    package typealias Snapshot = [String: Stamp]

    /// What identifies one version of a file: modification time, size and inode.
    package struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// The directories watched (recursively); missing ones are simply empty.
    package var directories: [URL]
    /// How often the tree is polled.
    package var interval: Duration

    package init(directories: [URL], interval: Duration = .milliseconds(300)) {
        self.directories = directories
        self.interval = interval
    }

    /// Polls until the task is cancelled, calling `onChange` with the changed paths. Changes
    /// made while `onChange` runs are reported on the next round.
    /// Changes are measured from `baseline` when given (so an edit made right after the call
    /// is never folded into the starting state), else from the files as they are on entry.
    package func watch(since baseline: Snapshot? = nil, onChange: @Sendable ([String]) async -> Void)
        async
    {
        if usesKernelEvents, let wake = FolderWake(folders: walk().folders) {
            await watch(wake: wake, since: baseline, onChange: onChange)
            return
        }
        var previous = baseline ?? snapshot()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            var current = snapshot()
            guard current != previous else { continue }
            // Wait until the tree is quiet for one interval.
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let settled = snapshot()
                if settled == current { break }
                current = settled
            }
            let changed = Set(previous.keys).union(current.keys).filter { previous[$0] != current[$0] }
                .sorted()
            previous = current
            await onChange(changed)
        }
    }

    /// Wake on the kernel's events instead of polling the tree (`FolderWake`); polling remains
    /// the fallback where the platform has none or they cannot be used.
    package var usesKernelEvents = true

    /// The event loop: the descriptor is checked every few milliseconds (a non-blocking read,
    /// no tree walk), and once events stop arriving for a short quiet period, the snapshot says
    /// what changed. The quiet period is `interval`, at most 40 ms: an editor's multi-step save
    /// takes a few milliseconds, and a preview must reload well under 200 ms after an edit.
    func watch(wake: FolderWake, since baseline: Snapshot?, onChange: @Sendable ([String]) async -> Void) async {
        let tick = Duration.milliseconds(5)
        let quiet = min(interval, .milliseconds(40))
        var previous = baseline ?? snapshot()
        var pending = baseline != nil  // edits between the baseline and now
        // A safety round once a second compares snapshots even without events, so an edit
        // whose event was lost (a folder created and written before its watch was added, a
        // full event queue) is still reported, a second late at worst.
        let safety = Duration.seconds(1)
        var idle = Duration.zero
        while !Task.isCancelled {
            if !pending {
                try? await Task.sleep(for: tick)
                idle += tick
                pending = wake.drain() || idle >= safety
                continue
            }
            idle = .zero
            var calm = Duration.zero
            while calm < quiet && !Task.isCancelled {
                try? await Task.sleep(for: tick)
                calm = wake.drain() ? .zero : calm + tick
            }
            pending = false
            let (current, folders) = walk()
            wake.watch(folders)  // with those created since the last round
            let changed = Set(previous.keys).union(current.keys).filter { previous[$0] != current[$0] }.sorted()
            previous = current
            if !changed.isEmpty { await onChange(changed) }
        }
    }

    /// Every regular file under the watched directories with its stamp.
    package func snapshot() -> Snapshot { walk().stamps }

    /// One walk of the watched directories (hidden entries left out, as an editor's swap files
    /// are): every regular file with its stamp, and every folder, the watched ones included, for
    /// the kernel's watches. The walk reads each folder with `readdir` (``FileWalk``) and stats
    /// only files, a few milliseconds for a site of 400 pages.
    private func walk() -> (stamps: Snapshot, folders: [String]) {
        var stamps: [String: Stamp] = [:]
        var folders: [String] = []
        for directory in directories {
            let root = directory.path
            var info = stat()
            guard stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            folders.append(root)
            for entry in FileWalk.entries(in: root, skippingHidden: true) {
                let path = root + "/" + entry.path
                if entry.kind == .folder {
                    folders.append(path)
                    continue
                }
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                stamps[path] = Stamp(
                    seconds: Int(info.modificationTime.seconds), nanoseconds: Int(info.modificationTime.nanoseconds),
                    size: Int64(info.st_size),
                    inode: UInt64(info.st_ino))
            }
        }
        return (stamps, folders)
    }
}
