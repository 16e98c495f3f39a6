import GalleyCore
import GalleySnippets

extension PackageDocs {
    /// What the blocks compile against: the library products (all, or `.galley.yml`'s
    /// `products:`), their modules as implicit imports unless `imports:` says otherwise, and the
    /// package's language mode unless `swiftLanguageMode:` does.
    func snippetSettings(manifest: PackageManifest) -> SnippetSettings {
        let products = config.products ?? manifest.libraries.map(\.name)
        let modules = manifest.libraries.filter { products.contains($0.name) }.flatMap(\.modules)
        var settings = SnippetSettings(
            languageMode: config.languageMode ?? manifest.languageMode, runtime: config.runtime,
            imports: config.imports ?? modules)
        guard !products.isEmpty else { return settings }
        // A product the package lacks is reported at its entry of `products:`, else at the manifest.
        let location =
            config.products == nil
            ? PackageManifest.location : SourceLocation(file: PackageDocsConfig.fileName, line: 1, column: 1)
        settings.package = SnippetSettings.Package(
            path: root, products: products, location: location, productLocations: config.productLocations)
        return settings
    }
}
