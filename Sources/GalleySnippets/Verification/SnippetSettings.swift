import Foundation
import GalleyCore
import GalleyToolchain

/// What snippets compile against, from the `snippets:` mapping of `site.yml`.
package struct SnippetSettings: Sendable, Hashable {
    /// The library `import SwiftUI` resolves to, if any.
    package enum Runtime: String, Sendable, Hashable, CaseIterable {
        /// GalleyUI, Galley's mirror of SwiftUI's environment system, with the `@Entry` plugin.
        case galleyUI = "galleyui"
        /// The standard library and Foundation only.
        case none
    }

    /// A SwiftPM package whose library products snippets import.
    package struct Package: Sendable, Hashable {
        /// The package's folder (holding `Package.swift`).
        package var path: URL
        /// The library products snippets may import.
        package var products: [String]
        /// Where `package:` is in `site.yml`, and each product's entry, for diagnostics.
        package var location: SourceLocation?
        package var productLocations: [SourceLocation?]

        package init(
            path: URL, products: [String], location: SourceLocation? = nil,
            productLocations: [SourceLocation?] = []
        ) {
            self.path = path
            self.products = products
            self.location = location
            self.productLocations = productLocations
        }
    }

    /// The Swift language mode (`-swift-version`), 5 or 6; a block's `swift-version=` overrides it.
    package var languageMode: Int
    package var runtime: Runtime
    package var package: Package?
    /// Modules imported into every snippet without a visible `import` line.
    package var imports: [String]
    /// `sandbox:` — how snippet runs are isolated, unless `--sandbox` says otherwise.
    package var sandbox: SandboxPolicy?

    /// The language modes `swiftLanguageMode` and `swift-version=` accept.
    package static let languageModes = [5, 6]

    package init(languageMode: Int = 6, runtime: Runtime = .galleyUI, package: Package? = nil, imports: [String] = []) {
        self.languageMode = languageMode
        self.runtime = runtime
        self.package = package
        self.imports = imports
    }
}
