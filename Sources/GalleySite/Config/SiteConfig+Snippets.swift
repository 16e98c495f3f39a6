import Foundation
import GalleyCore
import GalleySnippets
import GalleyToolchain
import GalleyYAML

extension SiteConfig {
    static let snippetKeys = ["swiftLanguageMode", "runtime", "package", "imports", "sandbox"]
    static let packageKeys = ["path", "products"]

    /// Reads the `snippets:` mapping: language mode, runtime, the author's package (its path
    /// relative to `siteRoot`, the folder holding `Content/`) and implicit imports.
    static func snippetSettings(
        _ reader: inout YAMLMappingReader, siteRoot: URL, into diagnostics: inout Diagnostics
    ) -> SnippetSettings {
        var settings = SnippetSettings()
        guard var snippets = reader.mapping("snippets", knownKeys: snippetKeys) else { return settings }
        defer { diagnostics.append(contentsOf: snippets.diagnostics) }
        if let node = snippets.node("swiftLanguageMode") {
            let modes = SnippetSettings.languageModes.map(String.init)
            let value = node.scalar?.value ?? ""
            if let mode = Int(value), SnippetSettings.languageModes.contains(mode) {
                settings.languageMode = mode
            } else {
                snippets.report(
                    .error(
                        "config.language-mode", at: node.location,
                        "swiftLanguageMode must be \(modes.joined(separator: " or ")), not '\(value)'"
                            + NearMiss.didYouMean(value, among: modes)))
            }
        }
        if let node = snippets.node("runtime") {
            let names = SnippetSettings.Runtime.allCases.map(\.rawValue)
            let value = node.scalar?.value ?? ""
            if let runtime = SnippetSettings.Runtime(rawValue: value) {
                settings.runtime = runtime
            } else {
                snippets.report(
                    .error(
                        "config.unknown-runtime", at: node.location,
                        "unknown snippet runtime '\(value)'\(NearMiss.didYouMean(value, among: names)); use \(names.joined(separator: " or "))"
                    ))
            }
        }
        if let node = snippets.node("sandbox") {
            switch SandboxPolicy.parse(node.scalar?.value ?? "") {
            case .success(let policy): settings.sandbox = policy
            case .failure(let error):
                snippets.report(.error("config.sandbox", at: node.location, error.diagnostics[0].summary))
            }
        }
        settings.imports = snippets.stringArray("imports") ?? []
        if let node = snippets.node("package"), var package = snippets.mapping("package", knownKeys: packageKeys) {
            settings.package = self.package(&package, at: node.location, siteRoot: siteRoot)
            diagnostics.append(contentsOf: package.diagnostics)
        }
        return settings
    }

    private static func package(
        _ reader: inout YAMLMappingReader, at location: SourceLocation, siteRoot: URL
    ) -> SnippetSettings.Package? {
        let path = reader.requiredString("path")
        let products = reader.stringArray("products") ?? []
        let productNodes = reader.node("products")?.sequence ?? []
        if reader.contains("products"), products.isEmpty {
            reader.report(
                .error(
                    "config.no-products", at: reader.node("products")?.location ?? location,
                    "'products' must list the library products snippets import"))
        } else if !reader.contains("products") {
            reader.report(
                .error(
                    "config.missing-key", at: location,
                    "missing required key 'products' (the library products snippets import)"))
        }
        guard let path else { return nil }
        let folder = URL(fileURLWithPath: path, relativeTo: siteRoot).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            reader.report(
                .error(
                    "config.package-path", at: reader.node("path")?.location ?? location,
                    "no Package.swift in '\(path)' (\(folder.path)); package.path is relative to the site's folder, which holds Content/"
                ))
            return nil
        }
        return SnippetSettings.Package(
            path: folder, products: products, location: location,
            productLocations: productNodes.map(\.location))
    }
}
