import Foundation
import GalleyCore
import GalleyToolchain

/// Builds the site's package for a verification session, turning failures into diagnostics
/// placed in `site.yml` and, for compiler errors, in the package's own files.
package enum PackageDiagnostics {
    /// Builds `package`'s products, or throws why not (in `site.yml`'s terms, or in the package's files).
    package static func build(
        _ package: SnippetSettings.Package, toolchain: Toolchain, cacheDirectory: URL
    ) throws(DiagnosticError) -> PackageArtifacts {
        let builder = PackageBuilder(
            toolchain: toolchain, packagePath: package.path, products: package.products,
            cacheDirectory: cacheDirectory)
        do { return try builder.build() } catch {
            throw DiagnosticError(diagnostics(error, package))
        }
    }

    static func diagnostics(_ failure: PackageBuilder.Failure, _ package: SnippetSettings.Package) -> [Diagnostic] {
        let path = package.path.path
        switch failure {
        case .manifest(let output):
            return [
                .error(
                    "config.package-manifest", at: package.location,
                    "the package at '\(path)' does not load (swift package describe failed)",
                    notes: lines(output))
            ]
        case .unknownProduct(let product, let known):
            let index = package.products.firstIndex(of: product) ?? 0
            let location = index < package.productLocations.count ? package.productLocations[index] : nil
            return [
                .error(
                    "config.unknown-product", at: location ?? package.location,
                    "the package at '\(path)' has no library product '\(product)'"
                        + NearMiss.didYouMean(product, among: known)
                        + (known.isEmpty ? "" : " (its libraries: \(known.joined(separator: ", ")))"))
            ]
        case .build(let command, let output):
            let located = CompilerMessage.located(output, severity: "error")
            return [
                .error(
                    "config.package-build", at: package.location,
                    "the package at '\(path)' does not build; no snippet was verified (\(command))",
                    notes: located.isEmpty ? lines(output) : [])
            ] + located
        }
    }

    private static func lines(_ output: String) -> [Diagnostic.Note] {
        output.split(separator: "\n").filter { !$0.isEmpty }.suffix(12).map { Diagnostic.Note(message: String($0)) }
    }
}
