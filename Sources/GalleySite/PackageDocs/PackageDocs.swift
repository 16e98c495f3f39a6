import Foundation
import GalleyCore
import GalleySnippets

/// A Swift package's documentation, proven where it is: its `README.md`, the Markdown pages of
/// its DocC catalogs (`*.docc`), and its SwiftPM snippets (`Snippets/*.swift`), with the
/// package's `.galley.yml` when it has one.
///
/// Nothing is written into the package: the blocks are read from the files as they are, and
/// everything Galley keeps goes to the cache folder the caller names.
package struct PackageDocs: Sendable {
    /// The folder holding `Package.swift`.
    package let root: URL
    package let config: PackageDocsConfig
    /// The Markdown files to verify, in path order.
    let documents: [PackageDocument]
    /// The snippet files to verify.
    let snippets: [SnippetFile]
    /// Every snippet file, selected or not, which `@Snippet(path:)` may name.
    let allSnippets: [SnippetFile]
    /// Every catalog's article and tutorial names, which `<doc:…>` may name.
    let articleNames: Set<String>
    /// The catalogs' names (`Tally` for `Tally.docc`).
    let catalogNames: Set<String>

    /// True when `folder` is a package to verify in place: it holds `Package.swift` and is not
    /// a Galley site (no `Content/site.yml`).
    package static func isPackage(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && !manager.fileExists(atPath: folder.appendingPathComponent("Content/site.yml").path)
    }

    /// Every file's blocks, as the verifier takes them: the Markdown files', then the snippets'.
    package var articles: [ArticleBlocks] { documents.map(\.blocks) + snippets.map(\.blocks) }

    /// True when there is nothing to verify.
    package var isEmpty: Bool { documents.isEmpty && snippets.isEmpty }

    /// Reads the package at `root`. `paths` (relative to `root`) choose files and folders; empty
    /// means the README, every catalog and every snippet, less `.galley.yml`'s `skip:`.
    /// `nil`, with the reasons, when the configuration or a named path is wrong.
    package static func load(root: URL, paths: [String], into diagnostics: inout Diagnostics) -> PackageDocs? {
        guard let config = PackageDocsConfig.load(root: root, into: &diagnostics) else { return nil }
        let finder = PackageFiles(root: root)
        let everything = finder.files(under: "")
        var chosen: [String] = []
        if paths.isEmpty {
            chosen = everything.filter { finder.isDocumentation($0) && !config.skips($0) }
        } else {
            for path in paths {
                let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
                var isFolder: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: root.appendingPathComponent(trimmed).path, isDirectory: &isFolder)
                else {
                    diagnostics.append(
                        .error("package.no-such-path", at: nil, "no file or folder '\(path)' in the package"))
                    return nil
                }
                guard isFolder.boolValue || trimmed.hasSuffix(".md") || PackageFiles.isSnippet(trimmed) else {
                    diagnostics.append(
                        .error(
                            "package.not-documentation", at: nil,
                            "'\(path)' is not Markdown (.md), a .docc folder or a snippet (Snippets/*.swift)"))
                    return nil
                }
                chosen +=
                    isFolder.boolValue
                    ? finder.files(under: trimmed).filter { finder.isDocumentation($0) && !config.skips($0) }
                    : [trimmed]
            }
        }
        let selected = Set(chosen)
        chosen = selected.sorted()
        var problems = Diagnostics()
        let allSnippets = everything.filter(PackageFiles.isSnippet).compactMap { path -> SnippetFile? in
            TextFile.read(root.appendingPathComponent(path), displayPath: path, into: &problems).map {
                var snippet = SnippetFile(path: path, text: $0)
                snippet.blocks.apply(config.folder(of: path))
                return snippet
            }
        }
        var documents: [PackageDocument] = []
        for path in chosen where path.hasSuffix(".md") {
            guard
                var document = PackageDocument.load(
                    root.appendingPathComponent(path), path: path, catalog: PackageFiles.catalog(of: path),
                    into: &problems)
            else { continue }
            document.blocks.apply(config.folder(of: path))
            documents.append(document)
        }
        diagnostics.append(contentsOf: problems)
        let catalogPages = everything.filter { PackageFiles.catalog(of: $0) != nil }
        return PackageDocs(
            root: root, config: config, documents: documents,
            snippets: allSnippets.filter { selected.contains($0.path) }, allSnippets: allSnippets,
            articleNames: Set(
                catalogPages.filter { $0.hasSuffix(".md") || $0.hasSuffix(".tutorial") }.map {
                    URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent.replacingOccurrences(
                        of: " ", with: "-")
                }),
            catalogNames: Set(catalogPages.compactMap(PackageFiles.catalog(of:))))
    }
}

extension ArticleBlocks {
    /// Takes a `folders:` entry's implicit imports and language mode, when it sets them.
    fileprivate mutating func apply(_ defaults: PackageDocsConfig.FolderDefaults?) {
        guard let defaults else { return }
        if let imports = defaults.imports { self.imports = imports }
        if let mode = defaults.languageMode { languageMode = mode }
    }
}
