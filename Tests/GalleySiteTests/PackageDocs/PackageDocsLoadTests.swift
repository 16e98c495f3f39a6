import Foundation
import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleySite

/// Which files of a package are its documentation, and the settings each gets, with nothing
/// compiled.
@Suite struct PackageDocsLoadTests {
    static let block = "```swift\nprint(1)\n```\n"

    func package(_ files: [String: String]) throws -> TemporaryProject {
        try TemporaryProject(
            ["Package.swift": "// swift-tools-version:6.0\n"].merging(files) { $1 }, prefix: "galley-docs")
    }

    @Test func theReadmeCatalogsAndSnippetsButNotNestedPackagesOrHiddenFolders() throws {
        let project = try package([
            "README.md": Self.block, "CONTRIBUTING.md": Self.block,
            "Sources/A/A.docc/A.md": Self.block, "Sources/A/A.docc/Guide.md": "# Guide\n",
            "Sources/A/A.docc/Tour.tutorial": "@Tutorial {}\n", "Snippets/One.swift": "print(1)\n",
            "Snippets/Notes.txt": "", "Examples/Package.swift": "", "Examples/README.md": Self.block,
            "Examples/E.docc/E.md": Self.block, ".build/B.docc/B.md": Self.block,
        ])
        defer { project.remove() }
        // A link back up the tree is not followed (the walk would never end).
        try FileManager.default.createSymbolicLink(
            atPath: project.url("Sources/A/Up").path, withDestinationPath: project.root.path)
        var diagnostics = Diagnostics()
        let docs = try #require(PackageDocs.load(root: project.root, paths: [], into: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(docs.documents.map(\.path) == ["README.md", "Sources/A/A.docc/A.md", "Sources/A/A.docc/Guide.md"])
        #expect(docs.documents.map(\.catalog) == [nil, "A", "A"])
        #expect(docs.snippets.map(\.path) == ["Snippets/One.swift"])
        #expect(docs.articleNames == ["A", "Guide", "Tour"])
        #expect(docs.catalogNames == ["A"])
    }

    /// `skip:` leaves files out; a `folders:` entry's settings reach the files under it (the
    /// deepest entry wins); a path named on the command line is verified even if skipped.
    @Test func skipAndFolderDefaults() throws {
        let project = try package([
            ".galley.yml": """
            skip: [Sources/A/A.docc/Drafts]
            folders:
              Sources/A:
                imports: [Foundation]
              Sources/A/A.docc/Legacy:
                swiftLanguageMode: 5
            """,
            "README.md": Self.block, "Sources/A/A.docc/A.md": Self.block,
            "Sources/A/A.docc/Legacy/Old.md": Self.block, "Sources/A/A.docc/Drafts/Next.md": Self.block,
        ])
        defer { project.remove() }
        var diagnostics = Diagnostics()
        let docs = try #require(PackageDocs.load(root: project.root, paths: [], into: &diagnostics))
        #expect(docs.documents.map(\.path) == ["README.md", "Sources/A/A.docc/A.md", "Sources/A/A.docc/Legacy/Old.md"])
        #expect(docs.documents.map(\.blocks.imports) == [nil, ["Foundation"], nil])
        #expect(docs.documents.map(\.blocks.languageMode) == [nil, nil, 5])
        let named = try #require(
            PackageDocs.load(root: project.root, paths: ["Sources/A/A.docc/Drafts/Next.md"], into: &diagnostics))
        #expect(named.documents.map(\.path) == ["Sources/A/A.docc/Drafts/Next.md"])
        #expect(diagnostics.isEmpty)
    }

    @Test func aNamedFileThatIsNotDocumentationIsAnError() throws {
        let project = try package(["Sources/A/A.swift": ""])
        defer { project.remove() }
        var diagnostics = Diagnostics()
        #expect(PackageDocs.load(root: project.root, paths: ["Sources/A/A.swift"], into: &diagnostics) == nil)
        #expect(diagnostics.all.map(\.id) == ["package.not-documentation"])
    }
}
