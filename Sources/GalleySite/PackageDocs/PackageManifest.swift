import Foundation
import GalleyCore
import GalleyToolchain

/// What a package's manifest says that proving its documentation needs: its name, its library
/// products and the modules they make importable, its own targets, and its language mode.
///
/// Read from `swift package dump-package` (the manifest evaluated by SwiftPM, so conditions in
/// it are applied), and kept in the cache under the digest of the manifest files and the
/// toolchain, so a warm `galley verify` starts no SwiftPM process to learn it.
package struct PackageManifest: Sendable, Hashable, Codable {
    /// A library product and the modules (its targets) that `import` reaches.
    package struct Library: Sendable, Hashable, Codable {
        package var name: String
        package var modules: [String]
    }

    /// The package's name, as `Package(name:)` gives it.
    package var name: String
    package var libraries: [Library]
    /// The module names of the package's own regular targets, whose symbols links may name.
    package var modules: [String]
    /// The Swift language mode the package's targets build in: the newest of its
    /// `swiftLanguageModes` that Galley knows, else 6 from tools version 6.0 on, else 5.
    package var languageMode: Int

    /// Where diagnostics about the package as a whole are placed.
    package static let location = SourceLocation(file: "Package.swift", line: 1, column: 1)

    /// The library products' modules, in product order, each once: what every block sees imported.
    package var libraryModules: [String] {
        var seen: Set<String> = []
        return libraries.flatMap(\.modules).filter { seen.insert($0).inserted }
    }

    /// The manifest of the package at `root`, from the cache in `cacheDirectory` when its files
    /// are unchanged, else from SwiftPM (whose scratch folder is in the cache too, so nothing is
    /// written into the package).
    package static func load(
        root: URL, toolchain: Toolchain, cacheDirectory: URL
    ) throws(DiagnosticError) -> PackageManifest {
        let key = digest(root: root, toolchain: toolchain)
        let file = cacheDirectory.appendingPathComponent("package-manifest/\(key).json")
        if let data = try? Data(contentsOf: file), let known = try? JSONDecoder().decode(Self.self, from: data) {
            return known
        }
        let swift = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("swift")
        let scratch = cacheDirectory.appendingPathComponent(
            "package-" + SHA256.hex(root.standardizedFileURL.path).prefix(16))
        let arguments = ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let result = try ProcessResult.run(executable: swift.path, arguments: arguments)
        guard result.status == 0, let dump = try? JSONDecoder().decode(Dump.self, from: Data(result.stdout.utf8)) else {
            let lines = (result.stderr + result.stdout).split(separator: "\n").suffix(12)
            throw DiagnosticError(
                .error(
                    "package.manifest", at: location,
                    "the package's manifest does not load ('swift package dump-package' failed); 'swift build' shows why",
                    notes: lines.map { Diagnostic.Note(message: String($0)) }))
        }
        let loaded = PackageManifest(dump)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(loaded) { try? data.write(to: file, options: .atomic) }
        return loaded
    }

    /// The manifest files' digest (`Package.swift` and any `Package@swift-….swift`), with the
    /// toolchain's version, which picks among them.
    static func digest(root: URL, toolchain: Toolchain) -> String {
        var hasher = SHA256()
        hasher.update("galley-manifest-1\u{1F}\(toolchain.versionString)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names.sorted() where name.hasPrefix("Package") && name.hasSuffix(".swift") {
            hasher.update("\u{1F}\(name)\0")
            hasher.update((try? Data(contentsOf: root.appendingPathComponent(name))) ?? Data())
        }
        return hasher.finalize()
    }

    init(_ dump: Dump) {
        name = dump.name
        let moduleName = { (target: String) in String(target.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
        libraries = dump.products.filter { $0.type.keys.contains("library") }.map {
            Library(name: $0.name, modules: $0.targets.map(moduleName))
        }
        modules = dump.targets.filter { $0.type == "regular" }.map { moduleName($0.name) }
        let listed = (dump.swiftLanguageVersions ?? []).compactMap { Int($0.split(separator: ".").first ?? "") }
        if let newest = listed.max() {
            languageMode = newest >= 6 ? 6 : 5
        } else {
            let major = Int(dump.toolsVersion.version.split(separator: ".").first ?? "") ?? 5
            languageMode = major >= 6 ? 6 : 5
        }
    }

    /// The parts of `swift package dump-package`'s JSON read here.
    struct Dump: Decodable {
        struct Product: Decodable {
            var name: String
            var targets: [String]
            var type: [String: [String]?]
        }
        struct Target: Decodable {
            var name: String
            var type: String
        }
        struct ToolsVersion: Decodable {
            var version: String
            enum CodingKeys: String, CodingKey { case version = "_version" }
        }
        var name: String
        var products: [Product]
        var targets: [Target]
        var swiftLanguageVersions: [String]?
        var toolsVersion: ToolsVersion
    }
}
