import Foundation
import GalleyCore
import GalleySnippets
import GalleyToolchain
import GalleyYAML

extension PackageDocsConfig {
    static let knownKeys = [
        "products", "imports", "swiftLanguageMode", "runtime", "sandbox", "strict", "skip", "folders",
    ]
    static let folderKeys = ["imports", "swiftLanguageMode"]

    /// Reads `.galley.yml` at `root`: the defaults when there is none, `nil` with the reasons when
    /// it has an error. An unknown key is an error here (the file is short, and a misspelt key
    /// would otherwise change nothing without a word).
    package static func load(root: URL, into diagnostics: inout Diagnostics) -> PackageDocsConfig? {
        let url = root.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return PackageDocsConfig() }
        var problems = Diagnostics()
        defer { diagnostics.append(contentsOf: problems) }
        guard let text = TextFile.read(url, displayPath: fileName, into: &problems) else { return nil }
        let node: YAMLNode?
        do { node = try YAMLParser.parse(text, file: fileName) } catch {
            problems.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let node else { return PackageDocsConfig() }
        var reader = YAMLMappingReader(node, knownKeys: knownKeys, idPrefix: "package-config")
        var config = PackageDocsConfig()
        config.products = reader.stringArray("products")
        config.productLocations = (reader.node("products")?.sequence ?? []).map(\.location)
        config.imports = reader.stringArray("imports")
        config.strict = reader.bool("strict") ?? false
        config.skip = (reader.stringArray("skip") ?? []).map(trimmed)
        if let node = reader.node("swiftLanguageMode") { config.languageMode = languageMode(node, &reader) }
        if let node = reader.node("runtime") {
            let names = SnippetSettings.Runtime.allCases.map(\.rawValue)
            let value = node.scalar?.value ?? ""
            if let runtime = SnippetSettings.Runtime(rawValue: value) {
                config.runtime = runtime
            } else {
                reader.report(
                    .error(
                        "package-config.runtime", at: node.location,
                        "unknown runtime '\(value)'\(NearMiss.didYouMean(value, among: names)); use \(names.joined(separator: " or "))"
                    ))
            }
        }
        if let node = reader.node("sandbox") {
            switch SandboxPolicy.parse(node.scalar?.value ?? "") {
            case .success(let policy): config.sandbox = policy
            case .failure(let error):
                reader.report(.error("package-config.sandbox", at: node.location, error.diagnostics[0].summary))
            }
        }
        for (path, location) in zip(config.skip, (reader.node("skip")?.sequence ?? []).map(\.location)) {
            checkExists(path, at: location, root: root, &reader)
        }
        if let node = reader.node("folders") {
            config.folders = folders(node, root: root, &reader, &problems)
        }
        problems.append(contentsOf: reader.diagnostics.map(\.unknownKeyIsError))
        problems = Diagnostics(problems.all.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) })
        return problems.hasErrors ? nil : config
    }

    private static func folders(
        _ node: YAMLNode, root: URL, _ reader: inout YAMLMappingReader, _ problems: inout Diagnostics
    ) -> [FolderDefaults] {
        guard let mapping = node.mapping else {
            reader.report(
                .error(
                    "package-config.type", at: node.location,
                    "'folders' must map folders to their defaults (imports, swiftLanguageMode)"))
            return []
        }
        var folders: [FolderDefaults] = []
        for entry in mapping.entries {
            var inner = YAMLMappingReader(entry.value, knownKeys: folderKeys, idPrefix: "package-config")
            let path = trimmed(entry.key)
            checkExists(path, at: entry.keyLocation, root: root, &inner)
            var defaults = FolderDefaults(path: path, imports: inner.stringArray("imports"))
            if let node = inner.node("swiftLanguageMode") { defaults.languageMode = languageMode(node, &inner) }
            folders.append(defaults)
            problems.append(contentsOf: inner.diagnostics.map(\.unknownKeyIsError))
        }
        return folders
    }

    private static func languageMode(_ node: YAMLNode, _ reader: inout YAMLMappingReader) -> Int? {
        let value = node.scalar?.value ?? ""
        if let mode = Int(value), SnippetSettings.languageModes.contains(mode) { return mode }
        let modes = SnippetSettings.languageModes.map(String.init)
        reader.report(
            .error(
                "package-config.language-mode", at: node.location,
                "swiftLanguageMode must be \(modes.joined(separator: " or ")), not '\(value)'"))
        return nil
    }

    private static func checkExists(
        _ path: String, at location: SourceLocation, root: URL, _ reader: inout YAMLMappingReader
    ) {
        guard !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else { return }
        reader.report(
            .error(
                "package-config.no-such-path", at: location,
                "no file or folder '\(path)' in the package; paths are relative to the folder holding Package.swift"))
    }

    /// A path as the file may write it (`./Docs/`), as paths are compared (`Docs`).
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

extension Diagnostic {
    /// The diagnostic with an unknown key made an error.
    fileprivate var unknownKeyIsError: Diagnostic {
        guard id.hasSuffix(".unknown-key") else { return self }
        var error = self
        error.severity = .error
        return error
    }
}
