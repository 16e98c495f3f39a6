import Foundation
import GalleyCore

@testable import GalleySite

/// A copy of `Tests/Fixtures/ReaderSite` in a temporary directory, with the repository's own
/// `Templates/` and `Public/`, so the tests render with the templates the site ships.
struct PreviewFixture {
    /// The repository checkout these tests belong to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let root: URL

    /// Copies the fixture's `content` folder (e.g. `Content` or `Proof`) as the project's `Content/`.
    init(content: String = "Content") throws {
        let manager = FileManager.default
        root = manager.temporaryDirectory.appendingPathComponent("galley-reader-\(UUID().uuidString)")
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let fixture = Self.repository.appendingPathComponent("Tests/Fixtures/ReaderSite/\(content)")
        try manager.copyItem(at: fixture, to: root.appendingPathComponent("Content"))
        for folder in ["Templates", "Public"] {
            try manager.copyItem(
                at: Self.repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
    }

    /// The real project (the repository's own `Content/`), built into a temporary output.
    static func repositoryOptions(output: URL) -> BuildOptions {
        BuildOptions(root: repository, output: output, verify: false)
    }

    var output: URL { root.appendingPathComponent("_site") }

    func options(verify: Bool = false) -> BuildOptions {
        // The verification cache outlives the temporary project, so reruns compile nothing.
        BuildOptions(
            root: root, verify: verify, jobs: 2,
            cacheDirectory: Self.repository.appendingPathComponent(".build/galley-reader-tests-cache"))
    }

    /// Builds the fixture and fails with every diagnostic when the build does.
    @discardableResult
    func build(verify: Bool = false) async throws -> BuildResult {
        let result = await SiteBuilder(options: options(verify: verify)).build()
        guard result.succeeded else {
            throw DiagnosticError(result.diagnostics.errors)
        }
        return result
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
