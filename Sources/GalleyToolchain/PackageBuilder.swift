import Foundation
import GalleyCore

/// Builds the library products of an author's SwiftPM package with `swift build` (debug, their
/// targets by name), so snippets can `import` them, and fingerprints what the build depends on.
///
/// The build goes to a scratch folder in Galley's cache, never the package's own `.build`.
/// The fingerprint hashes `Package.swift`, `Package.resolved`, the requested products, every
/// file of the targets they contain (dependencies included) and the sources of the targets they
/// need from other packages; a stamp with the fingerprint skips `swift build` when nothing
/// changed. The objects of all those targets are linked into `run` blocks.
package struct PackageBuilder: Sendable {
    package var toolchain: Toolchain
    package var packagePath: URL
    package var products: [String]
    /// Where builds are kept, one subfolder per package path.
    package var cacheDirectory: URL

    package init(toolchain: Toolchain, packagePath: URL, products: [String], cacheDirectory: URL) {
        self.toolchain = toolchain
        self.packagePath = packagePath.standardizedFileURL
        self.products = products
        self.cacheDirectory = cacheDirectory
    }

    /// What went wrong, for the caller to place in `site.yml`.
    package enum Failure: Error, Sendable {
        /// `swift package describe` failed: the manifest does not load.
        case manifest(String)
        /// A product is not in the package; `known` lists the library products it has.
        case unknownProduct(String, known: [String])
        /// `swift build` failed, with its output.
        case build(command: String, output: String)
    }

    var swift: String {
        URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
    }

    var scratch: URL {
        cacheDirectory.appendingPathComponent(
            "package-" + SHA256.hex(packagePath.path).prefix(16), isDirectory: true)
    }

    /// Describes the package, fingerprints it and builds its products unless the stamp matches.
    package func build() throws(Failure) -> PackageArtifacts {
        let description = try describe()
        var targets: [PackageDescriptionJSON.Target] = []
        var pending: [String] = []
        for product in products {
            guard let found = description.products.first(where: { $0.name == product && $0.isLibrary }) else {
                throw .unknownProduct(product, known: description.products.filter(\.isLibrary).map(\.name))
            }
            pending += found.targets
        }
        var topLevel: [String] = []
        for name in pending where !topLevel.contains(name) { topLevel.append(name) }
        while let name = pending.popLast() {
            guard !targets.contains(where: { $0.name == name }),
                let target = description.targets.first(where: { $0.name == name })
            else { continue }
            targets.append(target)
            pending += target.target_dependencies ?? []
        }
        targets.sort { $0.name < $1.name }
        let debug = scratch.appendingPathComponent("debug")
        let planFile = debug.appendingPathComponent("description.json")
        var fingerprint = fingerprint(targets, plan: PackageBuildPlan(contentsOf: planFile), topLevel: topLevel)
        let stamp = scratch.appendingPathComponent("galley-stamp")
        if (try? String(contentsOf: stamp, encoding: .utf8)) != fingerprint {
            // `--product` cannot name an automatic library, so each product's targets are built
            // (with their dependencies) by name.
            for target in topLevel {
                let arguments = [
                    "build", "--package-path", packagePath.path, "--scratch-path", scratch.path, "--target", target,
                ]
                let result = try run(arguments)
                guard result.status == 0 else {
                    throw .build(
                        command: "swift " + arguments.joined(separator: " "), output: result.stdout + result.stderr)
                }
            }
            // The plan the build just wrote names the sources of every target in the graph.
            fingerprint = self.fingerprint(targets, plan: PackageBuildPlan(contentsOf: planFile), topLevel: topLevel)
            try? Data(fingerprint.utf8).write(to: stamp)
        }
        // SwiftPM's plan knows the targets of the package's own dependencies too; without it,
        // the package's own targets are all there is to link.
        if let modules = PackageBuildPlan(contentsOf: planFile)?.closure(of: topLevel) {
            return PackageArtifacts(
                modulesDirectory: debug.appendingPathComponent("Modules"), objects: modules.flatMap(\.objects),
                modules: Set(modules.map(\.name)), fingerprint: fingerprint)
        }
        let objects = targets.flatMap { target -> [String] in
            let folder = debug.appendingPathComponent(target.c99name + ".build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
        }
        return PackageArtifacts(
            modulesDirectory: debug.appendingPathComponent("Modules"), objects: objects,
            modules: Set(targets.map(\.c99name)), fingerprint: fingerprint)
    }

    private func describe() throws(Failure) -> PackageDescriptionJSON {
        let result = try run([
            "package", "--package-path", packagePath.path, "--scratch-path", scratch.path, "describe", "--type", "json",
        ])
        guard result.status == 0,
            let description = try? JSONDecoder().decode(PackageDescriptionJSON.self, from: Data(result.stdout.utf8))
        else {
            throw .manifest(result.stderr + result.stdout)
        }
        return description
    }

    /// Hashes the manifest, the resolved versions, the products, every file of the package's
    /// own targets and, from the last build's plan, every source of the targets they depend on
    /// in other packages (a local `path:` dependency is not under the package's folder).
    private func fingerprint(
        _ targets: [PackageDescriptionJSON.Target], plan: PackageBuildPlan?, topLevel: [String]
    ) -> String {
        var hasher = SHA256()
        hasher.update("galley-package-1\u{1F}\(toolchain.versionString)\u{1F}\(products.joined(separator: ","))")
        var files = ["Package.swift", "Package.resolved"]
        for target in targets {
            let folder = packagePath.appendingPathComponent(target.path)
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                files.append(target.path + "/" + path)
            }
        }
        for file in files.sorted() {
            var isDirectory: ObjCBool = false
            let url = packagePath.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            hasher.update("\u{1F}" + file + "\0")
            hasher.update((try? Data(contentsOf: url)) ?? Data())
        }
        let own = packagePath.path + "/"
        let outside = (plan?.closure(of: topLevel) ?? []).flatMap(\.sources).filter { !$0.hasPrefix(own) }
        for source in Set(outside).sorted() {
            hasher.update("\u{1F}dependency\u{1F}" + relative(source) + "\0")
            hasher.update((try? Data(contentsOf: URL(fileURLWithPath: source))) ?? Data())
        }
        return hasher.finalize()
    }

    /// `path` relative to the package's folder (`../Helper/Sources/…`), or to the scratch folder
    /// for a checked-out dependency, so no fingerprint holds a path of this machine.
    func relative(_ path: String) -> String {
        let scratchPrefix = scratch.standardizedFileURL.path + "/"
        if path.hasPrefix(scratchPrefix) { return "$SCRATCH/" + path.dropFirst(scratchPrefix.count) }
        let from = packagePath.pathComponents
        let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(from.count, to.count), from[shared] == to[shared] { shared += 1 }
        return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
    }

    private func run(_ arguments: [String]) throws(Failure) -> ProcessResult {
        do { return try ProcessResult.run(executable: swift, arguments: arguments) } catch {
            throw .build(
                command: "swift " + arguments.joined(separator: " "), output: "cannot run '\(swift)': \(error)")
        }
    }
}

/// The parts of `swift package describe --type json` Galley reads.
struct PackageDescriptionJSON: Decodable {
    struct Product: Decodable {
        var name: String
        var targets: [String]
        var type: [String: [String]?]?
        var isLibrary: Bool { type?.keys.contains("library") ?? false }
    }
    struct Target: Decodable {
        var name: String
        var c99name: String
        var path: String
        var target_dependencies: [String]?
    }
    var products: [Product]
    var targets: [Target]
}

/// A built package: where its modules are, the objects to link, and its fingerprint.
package struct PackageArtifacts: Sendable, Hashable {
    /// `Modules/` of the build: every module of the package, for `-I`.
    package var modulesDirectory: URL
    /// Every object file of the products' targets and their dependencies.
    package var objects: [String]
    /// The module names of those targets: a snippet importing one depends on the package.
    package var modules: Set<String>
    /// Changes whenever the package's sources, manifest, resolved versions or products do.
    package var fingerprint: String
}
