import Foundation
import GalleyCore
internal import GalleyPlatform
import Synchronization

/// Writes a site into a staging directory beside the output and swaps it in only on success.
///
/// A failed or killed build never touches the previous output: files go to
/// `.<name>.staging-<pid>` in the same parent (so the final `rename` is atomic on one file
/// system), and only `commit()` moves them into place. Leftover staging directories from a
/// killed build are removed by the next build.
///
/// Pages are written from several threads at once; each writes its own files, and `commit()`
/// runs after all writing is done. The little shared state is behind `Mutex`es.
package final class SiteOutput: Sendable {
    /// The final output directory, e.g. `_site`.
    package let destination: URL
    /// Where this build writes its files.
    package let staging: URL
    /// `staging.path`, made once: page paths are joined to it as strings.
    let stagingPath: String
    /// Set once the staging folder is the output, so `deinit` no longer removes it.
    private let committed = Mutex(false)
    /// Folders already created in the staging directory, so each page costs one write.
    let createdFolders = Mutex<Set<String>>([])
    /// Whether the staging directory started as the site before last (see ``init(destination:recycling:)``).
    package let recycled: Bool
    /// Where the replaced site goes after the swap, when it is kept (``Recycling``).
    private let spare: URL?
    /// Files this build wrote or linked, when ``recycled``: everything else is swept before the swap.
    private let written = Mutex<Set<String>>([])

    /// Where a build's staging folder starts from (see ``init(destination:recycling:)``).
    package enum Recycling: Sendable {
        /// An empty folder.
        case none
        /// The site this process replaced last: the rebuilds of one `galley serve`.
        case process
        /// The site the last build of this output replaced, whichever process ran it:
        /// `galley build`, which leaves it beside the output as `.<name>.spare`.
        case shared
    }

    /// Creates a staging directory for `destination`.
    ///
    /// With `recycling`, the swap keeps the site it replaces as a spare instead of deleting
    /// it, and the next build starts from that spare: its folders already exist, so a rebuild
    /// creates none, and the old site is not deleted file by file (on ext4, creating the 400
    /// page folders of a fresh tree was a third of a rebuild's CPU time, and deleting the
    /// replaced tree a further tenth). What the spare holds never reaches the output: every
    /// file is replaced (through an unlink, or in place when no other folder shares it,
    /// ``overwrite(_:at:)``), and ``commit()`` first deletes every file this build
    /// did not write or link. `galley serve` keeps its spare per process
    /// (`.<name>.spare-<pid>`, removed as a leftover once the process is gone); `galley build`
    /// keeps one spare between processes (`.<name>.spare`), which a serve process may also
    /// start from. Either is used under the output's ``BuildLock``.
    package init(destination: URL, recycling: Recycling = .none) throws(DiagnosticError) {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        let name = self.destination.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).staging-\(getpid())", isDirectory: true)
        stagingPath = staging.path
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: self.destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            // The swap would replace the file with the site; a mistyped --output must not cost a file.
            throw DiagnosticError(
                .error(
                    "output.not-directory", at: SourceLocation(file: self.destination.path, line: 1, column: 1),
                    "output '\(self.destination.lastPathComponent)' exists and is not a directory; refusing to replace it"
                ))
        }
        let shared = Self.sharedSpare(parent: parent, name: name)
        switch recycling {
        case .none: spare = nil
        case .process: spare = Self.spare(parent: parent, name: name)
        case .shared: spare = shared
        }
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            Self.removeLeftovers(in: parent, name: name)
            try? manager.removeItem(at: staging)
            if let spare, rename(spare.path, staging.path) == 0 || rename(shared.path, staging.path) == 0 {
                recycled = true
            } else {
                recycled = false
                try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            }
        } catch {
            throw DiagnosticError(Self.failure("output.create", parent, error))
        }
    }

    /// Where a recycling build keeps the site it replaced, for this process's next build.
    static func spare(parent: URL, name: String) -> URL {
        parent.appendingPathComponent(".\(name).spare-\(getpid())", isDirectory: true)
    }

    /// Removes this process's spare of `destination` (`galley serve` on its way out); the
    /// next build of any process would remove it as a leftover, but a stopped preview should
    /// leave nothing behind.
    package static func removeSpare(of destination: URL) {
        let spare = spare(parent: destination.deletingLastPathComponent(), name: destination.lastPathComponent)
        try? FileManager.default.removeItem(at: spare)
    }

    /// Where `galley build` keeps the site it replaced, for the next build of any process.
    static func sharedSpare(parent: URL, name: String) -> URL {
        parent.appendingPathComponent(".\(name).spare", isDirectory: true)
    }

    deinit {
        if !committed.withLock({ $0 }) { try? FileManager.default.removeItem(at: staging) }
    }

    /// Writes `contents` to `relativePath` inside the staging directory.
    package func write(_ contents: String, to relativePath: String) throws(DiagnosticError) {
        try write(Data(contents.utf8), to: relativePath)
    }

    /// Writes bytes to `relativePath` inside the staging directory, creating folders as needed.
    package func write(_ data: Data, to relativePath: String) throws(DiagnosticError) {
        try store(data, to: relativePath)
    }

    package func write(bytes: [UInt8], to relativePath: String) throws(DiagnosticError) {
        try store(bytes, to: relativePath)
    }

    private func store(_ bytes: some Collection<UInt8> & ContiguousBytes, to relativePath: String)
        throws(DiagnosticError)
    {
        let url = staging.appendingPathComponent(relativePath)
        do {
            // Not flushed file by file (see ScratchFile): the swap publishes the site whole.
            if !(recycled && bytes.withUnsafeBytes({ overwrite($0, at: url.path) })) {
                try prepare(url, relativePath)
                try ScratchFile.write(bytes, to: url)
            }
            noteWritten(relativePath)
        } catch {
            throw DiagnosticError(Self.failure("output.write", url, error))
        }
    }

    /// Makes ready the place of a new file at `url` (`relativePath` in the staging directory):
    /// its folder exists, and no file is there, so nothing is written through a hard link to the
    /// previous output (see `reuse`).
    func prepare(_ url: URL, _ relativePath: String) throws {
        let folder = url.deletingLastPathComponent()
        if createdFolders.withLock({ !$0.contains(folder.path) }) {
            try makeFolder(folder)
            createdFolders.withLock { _ = $0.insert(folder.path) }
        }
        clear(url, relativePath)
    }

    /// Notes a file this build wrote, so the sweep before the swap keeps it.
    func noteWritten(_ relativePath: String) {
        if recycled { written.withLock { _ = $0.insert(relativePath) } }
    }

    /// Creates `folder`: one `mkdir` when its parent exists (a page's folder, almost always),
    /// else every missing folder on the way.
    func makeFolder(_ folder: URL) throws {
        if mkdir(folder.path, 0o755) == 0 { return }
        var info = stat()
        if errno == EEXIST, stat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
        // A file of the recycled tree where this build puts a folder (never one it wrote).
        let relative = String(folder.path.dropFirst(staging.path.count + 1))
        if recycled, errno == EEXIST, !written.withLock({ $0.contains(relative) }) { unlink(folder.path) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Unlinks the file at `url`; in a recycled tree, also a folder of the site before last
    /// where this build now puts a file (never a folder holding a file this build wrote).
    func clear(_ url: URL, _ relativePath: String) {
        guard unlink(url.path) != 0, recycled, errno == EISDIR || errno == EPERM else { return }
        let inside = relativePath + "/"
        if !written.withLock({ $0.contains { $0.hasPrefix(inside) } }) { try? FileManager.default.removeItem(at: url) }
    }

    /// In a recycled staging directory, deletes every file this build did not write or link,
    /// then the folders left empty, so the swapped-in site is exactly this build's.
    /// The walk reads each folder with `readdir`, whose entry types spare a `stat` per file
    /// (FileManager's enumerator was a twentieth of an incremental build).
    private func sweep() {
        let done = written.withLock { $0 }
        var folders: [String] = []
        // How many entries each folder keeps, so that only the folders left empty are removed
        // (an `rmdir` of each of a site's hundreds of page folders, failing, was most of the sweep).
        var remaining: [String: Int] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let full = relative.isEmpty ? staging.path : staging.path + "/" + relative
            guard let directory = opendir(full) else { continue }
            var kept = 0
            defer { remaining[full] = kept }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(full + "/" + name, &info) == 0 else { continue }
                    isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder {
                    kept += 1
                    pending.append(path)
                    if !done.contains(path) { folders.append(full + "/" + name) }
                } else if done.contains(path) || unlink(full + "/" + name) != 0 {
                    kept += 1
                }
            }
            closedir(directory)
        }
        // Deepest first (a folder's path is longer than its parent's), so a parent emptied by the
        // removal of its last subfolder goes too.
        for folder in folders.sorted(by: { $0.utf8.count > $1.utf8.count }) where remaining[folder] == 0 {
            guard rmdir(folder) == 0, let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            remaining[String(folder[..<slash]), default: 1] -= 1
        }
    }

    /// Copies a file or folder tree into the staging directory, verbatim.
    package func copy(_ source: URL, to relativePath: String) throws(DiagnosticError) {
        let target = staging.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        } catch {
            throw DiagnosticError(Self.failure("output.copy", target, error))
        }
    }

    /// Swaps the staged site into place: the old output is renamed aside, the new one renamed
    /// in, and the old one deleted. At every instant one complete site exists on disk.
    package func commit() throws(DiagnosticError) {
        let manager = FileManager.default
        // One atomic step where the kernel offers it: staging and output trade places, so no
        // instant exists without a complete site at the output path.
        if recycled { sweep() }
        if manager.fileExists(atPath: destination.path), Self.exchange(staging, destination) {
            committed.withLock { $0 = true }
            // `staging` now holds the previous site: the next build's spare, or deleted.
            if spare.map({ rename(staging.path, $0.path) }) != 0 { try? manager.removeItem(at: staging) }
            return
        }
        let parent = destination.deletingLastPathComponent()
        let retired = parent.appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())")
        do {
            try? manager.removeItem(at: retired)
            let hadOutput = manager.fileExists(atPath: destination.path)
            if hadOutput { try manager.moveItem(at: destination, to: retired) }
            do {
                try manager.moveItem(at: staging, to: destination)
            } catch {
                if hadOutput { try? manager.moveItem(at: retired, to: destination) }
                throw error
            }
            committed.withLock { $0 = true }
            try? manager.removeItem(at: retired)
        } catch {
            throw DiagnosticError(Self.failure("output.commit", destination, error))
        }
    }

    /// Swaps the two paths in one atomic step (``FileCopy/exchange(_:_:)``); `false` where the
    /// platform or the file system cannot, and the caller falls back to two renames.
    static func exchange(_ first: URL, _ second: URL) -> Bool {
        FileCopy.exchange(first.path, second.path)
    }

    private static func removeLeftovers(in parent: URL, name: String) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        let destination = parent.appendingPathComponent(name)
        for entry in entries
        where entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).old-")
            || entry.hasPrefix(".\(name).spare-")
        {
            let pid = Int32(entry.split(separator: "-").last ?? "") ?? 0
            // Only touch directories whose build process is gone.
            guard pid != getpid() && (pid <= 0 || kill(pid, 0) != 0) else { continue }
            let leftover = parent.appendingPathComponent(entry)
            // A build killed between its two renames left the previous site here: put it back.
            if entry.hasPrefix(".\(name).old-"), !manager.fileExists(atPath: destination.path),
                (try? manager.moveItem(at: leftover, to: destination)) != nil
            {
                continue
            }
            try? manager.removeItem(at: leftover)
        }
    }

    static func failure(_ id: String, _ url: URL, _ error: any Error) -> Diagnostic {
        let reason = (error as NSError).localizedFailureReason ?? "\(error)"
        return .error(id, at: SourceLocation(file: url.path, line: 1, column: 1), "cannot write output: \(reason)")
    }
}
