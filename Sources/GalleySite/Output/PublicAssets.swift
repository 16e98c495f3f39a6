import Foundation
import GalleyCore

/// The files under `Public/`, copied verbatim into the site's root.
enum PublicAssets {
    /// The relative paths of every entry under `folder`.
    static func paths(in folder: URL) -> Set<String> {
        Set(FileWalk.entries(in: folder.path).map(\.path))
    }

    static func urls(in folder: URL, sitePath: String) -> Set<String> {
        Set(FileWalk.entries(in: folder.path).map { sitePath + "/" + $0.path })
    }

    /// Copies every file under `folder` into the site. A symbolic link is published as the
    /// file it points to, and only when that file is inside `folder` too: a link to `/etc/passwd`
    /// is an error, never a copied secret nor a link in the published site.
    /// Paths in `skipping` (relative to `folder`) are left out: the site's own files win over the theme's.
    /// With `incremental`, a file whose bytes are the ones the previous output has at its path
    /// is taken from there (a hard link, like an unchanged page) instead of written again.
    static func copy(
        from folder: URL, display: String, into output: any SiteSink, skipping: Set<String> = [],
        incremental: IncrementalPages? = nil, diagnostics: inout Diagnostics
    ) {
        let manager = FileManager.default
        let root = folder.resolvingSymlinksInPath().path
        for path in FileWalk.entries(in: folder.path).map(\.path) where !skipping.contains(path) {
            let resolved = folder.appendingPathComponent(path).resolvingSymlinksInPath()
            guard resolved.path.hasPrefix(root + "/") else {
                diagnostics.append(
                    .error(
                        "file.outside-public", at: SourceLocation(file: "\(display)/\(path)", line: 1, column: 1),
                        "'\(path)' links to a file outside \(display)/; copy the file in instead"))
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            do {
                let data = try Data(contentsOf: resolved)
                guard let incremental else {
                    try output.write(data, to: path)
                    continue
                }
                let digest = Fingerprint.hex(bytes: data)
                let key = "public " + digest
                if incremental.reuse(path, key: key, into: output, isArticle: false) { continue }
                try output.write(data, to: path)
                incremental.record(path, key: key, digest: digest, isArticle: false)
            } catch let error as DiagnosticError {
                diagnostics.append(contentsOf: error.diagnostics)
            } catch {
                diagnostics.append(
                    .error(
                        "file.unreadable", at: SourceLocation(file: "\(display)/\(path)", line: 1, column: 1),
                        "cannot read file: \(error.localizedDescription)"))
            }
        }
    }
}
