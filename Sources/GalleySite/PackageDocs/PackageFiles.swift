import Foundation

/// Finds a package's documentation files: `README.md` at the root, the pages of every DocC
/// catalog (a folder named `*.docc`) and the Swift files of `Snippets/`.
///
/// Hidden folders (`.build`, `.git`, `.galley-cache`), nested packages (a folder with a
/// `Package.swift` of its own, whose documentation is that package's) and links to folders
/// (which may lead back up the tree) are not searched.
struct PackageFiles {
    let root: URL

    /// Every file under `folder` (relative to the root; empty for the root), as sorted paths
    /// relative to the root.
    func files(under folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        let manager = FileManager.default
        while let current = pending.popLast() {
            let url = current.isEmpty ? root : root.appendingPathComponent(current)
            for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] where !name.hasPrefix(".") {
                let path = current.isEmpty ? name : current + "/" + name
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder) else {
                    continue
                }
                if !isFolder.boolValue {
                    found.append(path)
                } else if !isLink(url.appendingPathComponent(name)),
                    !manager.fileExists(atPath: url.appendingPathComponent(name + "/Package.swift").path)
                {
                    pending.append(path)
                }
            }
        }
        return found.sorted()
    }

    private func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// True for the files verified by default: the README, catalog pages and snippets.
    func isDocumentation(_ path: String) -> Bool {
        path.lowercased() == "readme.md" || (path.hasSuffix(".md") && Self.catalog(of: path) != nil)
            || Self.isSnippet(path)
    }

    /// True for a SwiftPM snippet: a Swift file under the root's `Snippets/`.
    static func isSnippet(_ path: String) -> Bool { path.hasPrefix("Snippets/") && path.hasSuffix(".swift") }

    /// The name of the catalog holding `path` (`Tally` for `Sources/Tally/Tally.docc/…`), if any.
    static func catalog(of path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        return folders.last { $0.hasSuffix(".docc") }.map { String($0.dropLast(".docc".count)) }
    }
}
