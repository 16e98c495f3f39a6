import Foundation

/// Every file under a folder, by relative path, with its bytes: what the byte-for-byte
/// comparisons of an incremental build with a full build compare.
public enum FileTree {
    public static func read(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return files }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue, let data = FileManager.default.contents(atPath: base + "/" + path)
            {
                files[path] = data
            }
        }
        return files
    }
}

extension FileTree {
    /// The inode of the file or folder at `url` (a symbolic link's own), or `nil` when there is
    /// none: which file a path names, for tests that check a file was kept, linked or replaced.
    public static func inode(_ url: URL) -> UInt64? {
        var info = stat()
        return lstat(url.path, &info) == 0 ? UInt64(info.st_ino) : nil
    }
}
