import Foundation
import GalleyCore
import GalleyToolchain

extension BuildAction {
    /// Builds the site of the package at `root`'s DocC catalogs (``PackageSite``), English only.
    /// The catalogs are first proven in place, as `galley verify` proves them, so that a broken
    /// block is reported at its line of the catalog; only then is the site written, into the
    /// output folder (`_site/` at the package root unless `--output` says otherwise). With
    /// `--no-verify` nothing is proven, as for a site.
    package func build(package root: URL, progress: (@Sendable (String) -> Void)? = nil) async -> BuildResult {
        var diagnostics = Diagnostics()
        func stopped() -> BuildResult { BuildResult(diagnostics: diagnostics, pages: 0, output: "") }
        guard let all = PackageDocs.load(root: root, paths: [], into: &diagnostics) else { return stopped() }
        let catalogs = Set(
            all.documents.compactMap { document -> String? in
                guard document.catalog != nil, let range = document.path.range(of: ".docc/") else { return nil }
                return String(document.path[..<range.upperBound].dropLast())
            }
        ).sorted()
        guard !catalogs.isEmpty else {
            diagnostics.append(
                .error(
                    "package-site.no-catalog", at: nil,
                    "no DocC catalog (*.docc) with a page in \(root.path); galley build makes a site of a package's catalogs"
                ))
            return stopped()
        }
        guard let docs = PackageDocs.load(root: root, paths: catalogs, into: &diagnostics), !diagnostics.hasErrors
        else { return stopped() }
        do throws(DiagnosticError) {
            if options.verify {
                let proof = try await VerifyAction(options: options, paths: catalogs).verify(
                    package: docs, progress: progress)
                diagnostics.append(contentsOf: proof.diagnostics)
                guard proof.succeeded else { return stopped() }
            }
            let toolchain = try Toolchain.locate(swiftc: options.swiftc, memo: options.cacheDirectory)
            let manifest = try PackageManifest.load(
                root: root, toolchain: toolchain, cacheDirectory: options.cacheDirectory)
            let site = PackageSite(docs: docs, title: manifest.name, settings: docs.snippetSettings(manifest: manifest))
            let folder = options.cacheDirectory.appendingPathComponent("package-site")
            try site.write(to: folder)
            var siteOptions = options
            siteOptions.root = folder
            siteOptions.content = folder.appendingPathComponent("Content")
            siteOptions.output = options.output ?? root.appendingPathComponent("_site")
            var result = await SiteBuilder(options: siteOptions, progress: progress).build()
            // The generated site.yml is no file to edit: its base URL is set with --base-url.
            let built = result.diagnostics.all.map { diagnostic -> Diagnostic in
                guard diagnostic.id == "config.relative-base-url" else { return diagnostic }
                return .warning(
                    diagnostic.id, at: nil,
                    "the package's site has no address, so the sitemap, feeds and canonical links are relative; "
                        + "pass --base-url with where it is published, e.g. 'https://example.org/'")
            }
            result.diagnostics = Diagnostics(diagnostics.all + built)
            return result
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return stopped()
        }
    }
}
