import Foundation

/// How much a run's folder holds, measured while the run goes on, so a program that fills the
/// disk with many small files is stopped although each file is under the file-size limit.
enum FolderUsage {
    /// Entries counted before a folder counts as too large, whatever their sizes.
    static let entryLimit = 20_000

    /// Whether `folder` holds more than `limit` bytes (allocated size) or too many entries.
    static func exceeds(_ folder: URL, limit: Int) -> Bool {
        let keys: [URLResourceKey] = [.totalFileAllocatedSizeKey, .fileAllocatedSizeKey]
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [], errorHandler: { _, _ in true })
        else { return false }
        var total = 0
        var entries = 0
        for case let url as URL in walker {
            entries += 1
            let values = try? url.resourceValues(forKeys: Set(keys))
            total += values?.totalFileAllocatedSize ?? values?.fileAllocatedSize ?? 0
            if total > limit || entries > entryLimit { return true }
        }
        return false
    }
}
