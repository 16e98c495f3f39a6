import Foundation
import GalleyCore

extension SiteOutput {
    /// Makes the spare that this process's next recycling build starts from
    /// (``Recycling/process``) when it has none: the published site's folders, with its files
    /// hard-linked into them, which is the tree that build would otherwise make itself.
    ///
    /// A recycling build keeps the site it replaced as its spare, but the first build of a
    /// preview folder replaces none (and a failed build's staging folder is deleted with the
    /// spare it started from). The first edit after `galley serve` started then created all of
    /// a site's page folders in the rebuild: 410 `mkdir`s for 400 pages, in which ext4's search
    /// for a free inode skips the recently deleted ones (`find_inode_bit`, `recently_deleted`):
    /// by `perf`, most of that rebuild's CPU time, and 2.5 times the time of the rebuilds after
    /// it. Made between builds, while the author reads or types, the folders cost the edit
    /// nothing.
    ///
    /// What a spare holds never reaches the output (a recycling build writes, links or sweeps
    /// every file in it, ``commit()``), and the published files are only linked, never written
    /// through (``overwrite(_:at:)`` writes only a file with one link), so a spare left half
    /// made because `stop` said so is as good as a whole one. The caller makes sure no build of
    /// `destination` starts while this runs, and `stop` is asked before each folder and file.
    /// - Returns: whether a spare was made: `false` when one exists, or the site cannot be read.
    @discardableResult
    package static func makeSpare(of destination: URL, until stop: () -> Bool) -> Bool {
        let destination = destination.standardizedFileURL
        let spare = Self.spare(parent: destination.deletingLastPathComponent(), name: destination.lastPathComponent)
        var info = stat()
        guard stat(destination.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
            lstat(spare.path, &info) != 0, mkdir(spare.path, 0o755) == 0
        else { return false }
        // Sorted by path, so each folder comes before what it holds.
        for entry in FileWalk.entries(in: destination.path) {
            if stop() { break }
            let target = spare.path + "/" + entry.path
            switch entry.kind {
            case .folder: mkdir(target, 0o755)
            case .file: link(destination.path + "/" + entry.path, target)
            // A link the build did not make; the build puts whatever belongs there.
            case .symbolicLink: break
            }
        }
        return true
    }
}
