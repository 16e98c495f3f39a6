import Foundation
import Testing

@testable import GalleySite

/// What `swift package dump-package` says, read as Galley needs it.
@Suite struct PackageManifestTests {
    static func manifest(tools: String, modes: String = "null") throws -> PackageManifest {
        let json = """
            {"name": "swift-larder", "swiftLanguageVersions": \(modes), "toolsVersion": {"_version": "\(tools)"},
             "products": [
               {"name": "Larder", "targets": ["Larder", "larder-extras"], "type": {"library": ["automatic"]}},
               {"name": "larder-tool", "targets": ["Tool"], "type": {"executable": null}}],
             "targets": [
               {"name": "Larder", "type": "regular"}, {"name": "larder-extras", "type": "regular"},
               {"name": "Tool", "type": "executable"}, {"name": "LarderTests", "type": "test"}]}
            """
        return PackageManifest(try JSONDecoder().decode(PackageManifest.Dump.self, from: Data(json.utf8)))
    }

    @Test func librariesAndTheirModules() throws {
        let manifest = try Self.manifest(tools: "6.0.0")
        #expect(manifest.name == "swift-larder")
        #expect(manifest.libraries.map(\.name) == ["Larder"])
        #expect(manifest.libraryModules == ["Larder", "larder_extras"])
        #expect(manifest.modules == ["Larder", "larder_extras"])
    }

    /// The newest language mode the package lists, else its tools version's default.
    @Test(arguments: [
        ("5.9.0", "null", 5), ("6.0.0", "null", 6), ("6.1.0", "[\"5\"]", 5), ("5.10.0", "[\"5\", \"6\"]", 6),
        ("5.9.0", "[\"4.2\"]", 5),
    ])
    func theLanguageModeFollowsThePackage(_ tools: String, _ modes: String, _ expected: Int) throws {
        #expect(try Self.manifest(tools: tools, modes: modes).languageMode == expected)
    }
}
