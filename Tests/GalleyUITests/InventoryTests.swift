import Foundation
import GalleyToolchain
import Testing

/// `Public/galleyui-inventory.md` is generated: `Scripts/galleyui-inventory.py` compares
/// SwiftUI's surface list (`Surface/swiftui-surface.tsv`) with the symbol graphs of the runtime
/// that snippets compile against. These tests run the generator on the runtime this package
/// builds, print its counts, and fail when a committed file is not what the sources give now.
@Suite struct InventoryTests {
    static let root = SnippetCompiler.packageRoot

    /// Runs a script of `Scripts/` with python3, the toolchain's folder first on `PATH` (the
    /// generator runs `swift-symbolgraph-extract` from there).
    static func script(_ name: String, _ arguments: [String]) throws -> ProcessResult {
        let (toolchain, _) = try SnippetCompiler.runtime.get()
        let tools = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try ProcessResult.run(
            executable: "/usr/bin/env",
            arguments: ["python3", root.appendingPathComponent("Scripts/\(name)").path] + arguments,
            setting: ["PATH": "\(tools):\(path)"])
    }

    static func inventory(_ arguments: [String]) throws -> ProcessResult {
        let (_, artifacts) = try SnippetCompiler.runtime.get()
        return try script("galleyui-inventory.py", ["--check", "--modules", artifacts.directory.path] + arguments)
    }

    @Test func committedInventoryIsWhatTheRuntimeDeclares() throws {
        let result = try Self.inventory([])
        print(result.stdout, terminator: "")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("GalleyUI inventory: "), "\(result.stdout)")
    }

    @Test func staleInventoryFailsWithHowToRegenerate() throws {
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("Public/galleyui-inventory.md"), encoding: .utf8)
        let stale = FileManager.default.temporaryDirectory.appendingPathComponent("inventory-\(UUID()).md")
        defer { try? FileManager.default.removeItem(at: stale) }
        // A row for a declaration the runtime does not have.
        try (committed + "| `View/notDeclared()` | Instance Method | 13.0 | inert |\n")
            .write(to: stale, atomically: true, encoding: .utf8)
        let result = try Self.inventory(["--inventory", stale.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("python3 Scripts/galleyui-inventory.py"), "\(result.stderr)")
    }

    @Test func reasonForADeclaredEntryFails() throws {
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("Surface/galleyui-not-declared.tsv"), encoding: .utf8)
        let stale = FileManager.default.temporaryDirectory.appendingPathComponent("not-declared-\(UUID()).tsv")
        defer { try? FileManager.default.removeItem(at: stale) }
        // `View/brightness(_:)` is declared, so no reason may be given for not declaring it.
        try (committed + "View/brightness(_:)\tA reason for something GalleyUI declares.\n")
            .write(to: stale, atomically: true, encoding: .utf8)
        let result = try Self.inventory(["--not-declared", stale.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'View/brightness(_:)' matches no missing entry"), "\(result.stderr)")
    }

    @Test func committedSurfaceListIsWhatThePageStoreGives() throws {
        let result = try Self.script("swiftui-surface.py", ["build", "--check"])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
