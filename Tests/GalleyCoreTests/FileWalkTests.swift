import Foundation
import GalleyCore
import Testing

@Suite struct FileWalkTests {
    /// A folder with nested, empty and hidden entries, a link to a folder outside it, a link to
    /// a file inside it, and non-ASCII names.
    private func makeTree() throws -> (URL, URL) {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("file-walk-\(UUID().uuidString)")
        let root = base.appendingPathComponent("root")
        let outside = base.appendingPathComponent("outside")
        for folder in ["root/sub/deeper", "root/.hidden-folder", "root/prazna mapa", "outside"] {
            try manager.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "root/a.mustache", "root/.hidden", "root/.hidden-folder/inner.txt", "root/sub/b.txt",
            "root/sub/deeper/č.md", "outside/x",
        ] {
            try Data(file.utf8).write(to: base.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(at: root.appendingPathComponent("to-outside"), withDestinationURL: outside)
        try manager.createSymbolicLink(
            at: root.appendingPathComponent("sub/to-a"), withDestinationURL: root.appendingPathComponent("a.mustache"))
        return (base, root)
    }

    /// FileManager's enumerator is the outside truth the walk replaces: the same paths, in the
    /// same order once sorted, links listed but not followed, hidden entries included.
    @Test func listsWhatFileManagersEnumeratorLists() throws {
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        let expected = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        let entries = FileWalk.entries(in: root.path)
        #expect(entries.map(\.path) == expected)
        #expect(entries.map(\.path).contains("sub/deeper/č.md"))
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0.kind) })
        #expect(kinds["to-outside"] == .symbolicLink)
        #expect(kinds["sub/to-a"] == .symbolicLink)
        #expect(kinds["sub"] == .folder)
        #expect(kinds["prazna mapa"] == .folder)
        #expect(kinds[".hidden"] == .file)
        #expect(FileWalk.entries(in: base.appendingPathComponent("missing").path).isEmpty)
        // Skipping hidden entries leaves out every path with a hidden component.
        let visible = expected.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(FileWalk.entries(in: root.path, skippingHidden: true).map(\.path) == visible)
        #expect(!visible.contains(".hidden") && visible.contains("sub/b.txt"))
    }

    @Test func readsFilesThroughLinksAndRefusesFolders() throws {
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        #expect(FileWalk.contents(of: root.appendingPathComponent("sub/to-a").path) == Array("root/a.mustache".utf8))
        #expect(FileWalk.contents(of: root.appendingPathComponent("to-outside").path) == nil)
        #expect(FileWalk.contents(of: root.appendingPathComponent("sub").path) == nil)
        #expect(FileWalk.contents(of: root.appendingPathComponent("missing").path) == nil)
        // Larger than one read, and empty.
        let big = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try Data(big).write(to: root.appendingPathComponent("big.bin"))
        #expect(FileWalk.contents(of: root.appendingPathComponent("big.bin").path) == big)
        try Data().write(to: root.appendingPathComponent("empty"))
        #expect(FileWalk.contents(of: root.appendingPathComponent("empty").path) == [])
    }
}
