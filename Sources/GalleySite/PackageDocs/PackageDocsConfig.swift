import GalleyCore
import GalleySnippets
import GalleyToolchain

/// A package's own settings for `galley verify`, from the optional `.galley.yml` at its root.
///
/// Every setting has a default taken from the package, so most packages need no file:
///
/// ```yaml
/// products: [Tally]          # library products to build (default: every library product)
/// imports: [Tally]           # modules every block sees imported (default: those products' modules)
/// swiftLanguageMode: 6       # default: the package's own
/// runtime: none              # galleyui: `import SwiftUI` compiles against GalleyUI
/// skip: [Sources/Old/Old.docc, Docs/Draft.md]
/// folders:
///   Sources/Tally/Tally.docc/Legacy:
///     swiftLanguageMode: 5
///     imports: []
/// ```
package struct PackageDocsConfig: Sendable, Hashable {
    /// The file's name at the package root.
    package static let fileName = ".galley.yml"

    /// A folder's own defaults for the blocks of the files under it.
    package struct FolderDefaults: Sendable, Hashable {
        /// The folder, relative to the package root, without a trailing slash.
        package var path: String
        package var imports: [String]?
        package var languageMode: Int?
    }

    /// Library products to build; `nil` means every library product of the package.
    package var products: [String]?
    /// Where each entry of `products:` is, for a product the package lacks.
    package var productLocations: [SourceLocation?] = []
    /// Modules every block sees imported; `nil` means the products' modules.
    package var imports: [String]?
    /// The language mode; `nil` follows the package.
    package var languageMode: Int?
    package var runtime: SnippetSettings.Runtime = .none
    package var sandbox: SandboxPolicy?
    /// `strict: true`: every warning is an error, as `--strict` makes it.
    package var strict = false
    /// Files and folders (relative to the root) that are not verified.
    package var skip: [String] = []
    package var folders: [FolderDefaults] = []

    package init() {}

    /// Whether the file at `path` (relative to the root) is under a `skip:` entry.
    package func skips(_ path: String) -> Bool {
        skip.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The defaults of the deepest `folders:` entry holding `path`, if any.
    package func folder(of path: String) -> FolderDefaults? {
        folders.filter { path.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }
    }
}
