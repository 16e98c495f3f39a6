import Foundation
import GalleyCore

/// The files under `Public/`, copied verbatim into the site's root.
enum PublicAssets {
    static func urls(in folder: URL, sitePath: String) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var urls = Set<String>()
        while let path = enumerator.nextObject() as? String { urls.insert(sitePath + "/" + path) }
        return urls
    }

    static func copy(from folder: URL, into output: SiteOutput, diagnostics: inout Diagnostics) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() {
            do { try output.copy(folder.appendingPathComponent(entry), to: entry) } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
    }
}
