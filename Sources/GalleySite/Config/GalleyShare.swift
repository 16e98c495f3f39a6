import Foundation
import GalleyCore
internal import GalleyPlatform

/// Galley's own files: the runtime's sources that snippets compile against (`Sources/GalleyUICore`,
/// `Sources/GalleyUI`, `Sources/EntryMacros`) and the default theme (`Templates/`, `Public/`).
///
/// An installed `galley` finds them in `../share/galley` beside its real path; inside a checkout
/// they are the checkout's own folders; `GALLEY_SHARE` names the folder explicitly.
package struct GalleyShare: Sendable, Hashable {
    /// The environment variable that overrides where the share folder is.
    package static let environmentVariable = "GALLEY_SHARE"

    /// The folder holding `Sources/`, `Templates/` and `Public/`.
    package var root: URL

    package init(root: URL) { self.root = root.standardizedFileURL }

    /// The `Sources` folder holding the runtime's modules.
    package var runtimeSources: URL { root.appendingPathComponent("Sources") }
    /// The default theme's templates and `i18n/` strings.
    package var templates: URL { root.appendingPathComponent("Templates") }
    /// The default theme's stylesheet, script and icon.
    package var publicAssets: URL { root.appendingPathComponent("Public") }

    /// True when `folder` holds the runtime's sources and the theme's layout.
    static func isShare(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Sources/GalleyUI").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Templates/layout.mustache").path)
    }

    /// The process's `GALLEY_SHARE`, the one variable ``locate(near:environment:executable:)``
    /// reads (`getenv`: the whole environment as a dictionary cost a build a millisecond).
    package static var environment: [String: String] {
        getenv(environmentVariable).map { [environmentVariable: String(cString: $0)] } ?? [:]
    }

    /// The real path of the running executable (through symbolic links).
    package static var executable: URL {
        if let path = RunningExecutable.path { return URL(fileURLWithPath: path).resolvingSymlinksInPath() }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    }

    /// Finds the share folder for the site at `siteRoot`: `GALLEY_SHARE` when set; otherwise a
    /// Galley checkout holding the site; otherwise `../share/galley` beside the executable;
    /// otherwise the checkout the executable was built in.
    package static func locate(
        near siteRoot: URL, environment: [String: String] = GalleyShare.environment,
        executable: URL = GalleyShare.executable
    ) throws(DiagnosticError) -> GalleyShare {
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            let folder = URL(fileURLWithPath: explicit)
            guard isShare(folder) else {
                throw DiagnosticError(
                    .error(
                        "share.not-found", at: nil,
                        "\(environmentVariable)='\(explicit)' does not hold Galley's files (Sources/GalleyUI and Templates/layout.mustache); point it at PREFIX/share/galley or unset it"
                    ))
            }
            return GalleyShare(root: folder)
        }
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/galley")
        if let checkout = checkout(above: siteRoot) { return GalleyShare(root: checkout) }
        if isShare(installed) { return GalleyShare(root: installed) }
        if let checkout = checkout(above: executable.deletingLastPathComponent()) {
            return GalleyShare(root: checkout)
        }
        throw DiagnosticError(
            .error(
                "share.not-found", at: nil,
                "Galley's runtime and default theme were not found: looked in \(installed.standardizedFileURL.path) (beside the executable \(executable.path)) and for a Galley checkout above \(siteRoot.standardizedFileURL.path); install Galley with 'make install PREFIX=…' (which writes PREFIX/bin/galley and PREFIX/share/galley), or set \(environmentVariable) to a folder holding Sources/GalleyUI and Templates/"
            ))
    }

    private static func checkout(above start: URL) -> URL? {
        var folder = start.standardizedFileURL
        for _ in 0..<6 {
            if isShare(folder) { return folder }
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
