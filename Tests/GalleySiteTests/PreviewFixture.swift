import Foundation
import GalleyCore
import GalleyTestSupport

@testable import GalleySite

/// A copy of `Tests/Fixtures/ReaderSite` in a temporary directory, with the repository's own
/// `Templates/` and `Public/`, so the tests render with the templates the site ships.
struct PreviewFixture {
    /// The repository checkout these tests belong to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let project: TemporaryProject
    var root: URL { project.root }

    /// Copies the fixture's `content` folder (e.g. `Content` or `Proof`) as the project's `Content/`.
    init(content: String = "Content") throws {
        project = try TemporaryProject(fromRepository: ["Templates", "Public"], prefix: "galley-reader")
        try project.copy(
            Self.repository.appendingPathComponent("Tests/Fixtures/ReaderSite/\(content)"), to: "Content")
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

    func remove() { project.remove() }
}
