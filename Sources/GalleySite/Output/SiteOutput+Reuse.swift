import Foundation

extension SiteOutput {
    /// Hard-links an unchanged page of the previous output into the staging directory (a copy
    /// when linking fails). The previous output stays as it was: nothing is ever written through
    /// the link, since `write` unlinks a file with more than one link before writing and the
    /// swap only renames folders.
    package func reuse(_ relativePath: String, from file: URL) -> Bool {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return false }
        return reuse(relativePath, fromPath: file.path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// ``reuse(_:from:)`` for the file at `source`, whose device and inode the caller's `stat`
    /// gave. This runs for every unchanged page, so it works on path strings (`URL`'s path
    /// operations were a noticeable share of an incremental build) and asks the kernel as little
    /// as it can: in a recycled staging folder, one `lstat` of the place finds the page already
    /// there (the same inode: it was unchanged in the build before too) or proves its folder
    /// exists, so no `mkdir` is tried.
    package func reuse(_ relativePath: String, fromPath source: String, device: UInt64, inode: UInt64) -> Bool {
        let target = stagingPath + "/" + relativePath
        var folderExists = false
        if recycled {
            var info = stat()
            if lstat(target, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFREG, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode {
                    noteWritten(relativePath)
                    return true
                }
                folderExists = true
                // Another file of the site before last, or a folder of it where this build puts a file.
                if unlink(target) != 0, errno == EISDIR || errno == EPERM {
                    clear(URL(fileURLWithPath: target), relativePath)
                }
            }
        }
        if !folderExists {
            let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
            if createdFolders.withLock({ !$0.contains(folder) }) {
                guard (try? makeFolder(URL(fileURLWithPath: folder, isDirectory: true))) != nil else { return false }
                createdFolders.withLock { _ = $0.insert(folder) }
            }
            if !recycled { unlink(target) }
        }
        guard
            link(source, target) == 0
                || (try? FileManager.default.copyItem(
                    at: URL(fileURLWithPath: source), to: URL(fileURLWithPath: target))) != nil
        else {
            return false
        }
        noteWritten(relativePath)
        return true
    }
}
