import Foundation
import Testing

@testable import GalleySite

/// What counts as an article file of a locale folder: every `.md` below it, hidden files and
/// folders left out, a symlinked folder not followed, a symlink kept only when it leads inside.
@Suite struct MarkdownFilesTests {
    @Test func listsMarkdownFilesAsTheEnumeratorDidAndKeepsSymlinksInside() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("galley-md-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("en")
        let outside = base.appendingPathComponent("outside")
        for folder in ["en/guide/deep", "en/.drafts", "outside/sub"] {
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "en/a.md", "en/notes.txt", "en/guide/b.md", "en/guide/deep/c.md", "en/.hidden.md", "en/.drafts/d.md",
            "outside/secret.md", "outside/sub/e.md",
        ] {
            try Data("---\ntitle: X\n---\n".utf8).write(to: base.appendingPathComponent(file))
        }
        let manager = FileManager.default
        try manager.createSymbolicLink(
            at: root.appendingPathComponent("leak.md"), withDestinationURL: outside.appendingPathComponent("secret.md"))
        try manager.createSymbolicLink(
            at: root.appendingPathComponent("alias.md"), withDestinationURL: root.appendingPathComponent("a.md"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("linked"), withDestinationURL: outside)
        #expect(
            ContentCatalog.markdownFiles(in: root) == [
                "a.md", "alias.md", "guide/b.md", "guide/deep/c.md",
            ])
    }
}
