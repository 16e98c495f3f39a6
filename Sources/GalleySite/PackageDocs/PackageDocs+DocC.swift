import Foundation
import GalleyCore
import GalleyToolchain

extension PackageDocs {
    /// The catalogs' broken `@Snippet` directives and links: symbol links against the public
    /// symbols of the package's modules in `built` (unchecked, with a warning, when they cannot
    /// be extracted, or when nothing was built), documentation links against the articles too.
    func doccProblems(
        manifest: PackageManifest, built: PackageArtifacts?, toolchain: Toolchain, cacheDirectory: URL
    ) -> [Diagnostic] {
        var problems = documents.flatMap {
            SnippetFile.problems($0.directives, snippets: allSnippets, packageName: manifest.name)
        }
        let links = documents.flatMap(\.links)
        var symbols: SymbolIndex?
        if let built, !links.isEmpty {
            do {
                symbols = try SymbolIndex.extract(
                    modules: manifest.modules.filter(built.modules.contains), package: built, toolchain: toolchain,
                    cacheDirectory: cacheDirectory)
            } catch {
                problems += error.diagnostics
            }
        }
        let checker = DocCLinkChecker(
            symbols: symbols, articles: articleNames, roots: catalogNames.union(manifest.modules))
        return problems + checker.problems(links)
    }
}
