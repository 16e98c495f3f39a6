import Foundation
import GalleyPlatform
import GalleyTestSupport
import Synchronization
import Testing

@testable import GalleyServe
@testable import GalleySite

/// The watcher behind `galley serve`: it must see edits, creations, deletions and renames,
/// ignore hidden files, and report an editor's multi-step save once.
@Suite struct ChangeWatcherTests {
    @Test func snapshotsSeeEditsCreationsAndDeletions() throws {
        let project = try TemporaryProject(["Content/en/a.md": "one", "Content/.hidden": "x"])
        defer { project.remove() }
        let watcher = ChangeWatcher(directories: [project.url("Content"), project.url("Missing")])
        let first = watcher.snapshot()
        #expect(first.keys.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.md"])
        try project.write("Content/en/a.md", "one, longer")
        try project.write("Content/en/b.md", "new")
        let second = watcher.snapshot()
        #expect(second.count == 2)
        #expect(second[project.url("Content/en/a.md").path] != first[project.url("Content/en/a.md").path])
        try FileManager.default.removeItem(at: project.url("Content/en/b.md"))
        #expect(watcher.snapshot().count == 1)
    }

    @Test func aRenameOverTheSameSizeAndSecondIsStillAChange() throws {
        let project = try TemporaryProject(["Content/a.md": "aaaa"])
        defer { project.remove() }
        let watcher = ChangeWatcher(directories: [project.url("Content")])
        let before = watcher.snapshot()
        try project.write("Content/tmp.md", "bbbb")
        #expect(rename(project.url("Content/tmp.md").path, project.url("Content/a.md").path) == 0)
        #expect(watcher.snapshot() != before, "a new inode is a new version even with the same size")
    }

    /// With the kernel's events (inotify, on Linux) and with the polling fallback.
    @Test(arguments: [true, false]) func anEditIsReportedOnceAfterTheTreeSettles(kernelEvents: Bool) async throws {
        let project = try TemporaryProject(["Content/a.md": "x"])
        defer { project.remove() }
        var configured = ChangeWatcher(directories: [project.url("Content")], interval: .milliseconds(50))
        configured.usesKernelEvents = kernelEvents
        let watcher = configured
        let reports = Mutex<[[String]]>([])
        let baseline = watcher.snapshot()
        // On a thread of its own: other suites block the cooperative pool while they compile.
        let executor = ThreadExecutor()
        defer { executor.shutdown() }
        let task = Task(executorPreference: executor) {
            await watcher.watch(since: baseline) { changed in reports.withLock { $0.append(changed) } }
        }
        for step in 0..<3 { try project.write("Content/a.md", "edit \(step)") }
        let deadline = ContinuousClock.now + .seconds(20)
        while reports.withLock({ $0.isEmpty }) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        try await Task.sleep(for: .milliseconds(300))
        task.cancel()
        await task.value
        let seen = reports.withLock { $0 }
        #expect(seen.count == 1, "\(seen)")
        #expect(seen.first == [project.url("Content/a.md").path])
    }

    @Test func inotifySeesFilesInFoldersCreatedAfterTheWatchStarted() async throws {
        let project = try TemporaryProject(["Content/a.md": "x"])
        defer { project.remove() }
        // The kernel's events where the platform has them, the polling fallback elsewhere.
        #expect(
            (FolderWake(folders: [project.url("Content").path]) != nil) == (PlatformPath.current == .linux),
            "inotify works on Linux")
        let watcher = ChangeWatcher(directories: [project.url("Content")], interval: .milliseconds(50))
        let reports = Mutex<[[String]]>([])
        let baseline = watcher.snapshot()
        // On a thread of its own: other suites block the cooperative pool while they compile.
        let executor = ThreadExecutor()
        defer { executor.shutdown() }
        let task = Task(executorPreference: executor) {
            await watcher.watch(since: baseline) { changed in reports.withLock { $0.append(changed) } }
        }
        for (count, text) in [(1, "new folder"), (2, "edited in the new folder")] {
            try project.write("Content/hr/b.md", text)
            let deadline = ContinuousClock.now + .seconds(120)  // generous: a loaded machine
            while reports.withLock({ $0.count < count }) && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        task.cancel()
        await task.value
        let seen = reports.withLock { $0 }
        #expect(seen.count == 2, "\(seen)")
        #expect(seen.last == [project.url("Content/hr/b.md").path])
    }
}
