import Foundation
import GalleyCore
import GalleyToolchain

/// What snippets compile against, from the `snippets:` mapping of `site.yml`.
public struct SnippetSettings: Sendable, Hashable {
    /// The library `import SwiftUI` resolves to, if any.
    public enum Runtime: String, Sendable, Hashable, CaseIterable {
        /// GalleyUI, Galley's mirror of SwiftUI's environment system, with the `@Entry` plugin.
        case galleyUI = "galleyui"
        /// The standard library and Foundation only.
        case none
    }

    /// A SwiftPM package whose library products snippets import.
    public struct Package: Sendable, Hashable {
        /// The package's folder (holding `Package.swift`).
        public var path: URL
        /// The library products snippets may import.
        public var products: [String]
        /// Where `package:` is in `site.yml`, and each product's entry, for diagnostics.
        public var location: SourceLocation?
        public var productLocations: [SourceLocation?]

        public init(
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
    public var languageMode: Int
    public var runtime: Runtime
    public var package: Package?
    /// Modules imported into every snippet without a visible `import` line.
    public var imports: [String]
    /// `sandbox:` — how snippet runs are isolated, unless `--sandbox` says otherwise.
    public var sandbox: SandboxPolicy?

    /// The language modes `swiftLanguageMode` and `swift-version=` accept.
    public static let languageModes = [5, 6]

    public init(languageMode: Int = 6, runtime: Runtime = .galleyUI, package: Package? = nil, imports: [String] = []) {
        self.languageMode = languageMode
        self.runtime = runtime
        self.package = package
        self.imports = imports
    }
}
