import Foundation
import GalleyCore

extension PackageDocsConfig {
    /// The commented `.galley.yml` that `galley init --package` writes: every setting with its
    /// default, commented out, so the file changes nothing until one is uncommented. A package
    /// whose README or catalogs import SwiftUI gets `runtime: galleyui` set.
    static func template(usesSwiftUI: Bool) -> String {
        let runtime =
            usesSwiftUI
            ? """
            # Blocks that import SwiftUI compile against GalleyUI, Galley's mirror of SwiftUI's
            # environment system (your docs import SwiftUI).
            runtime: galleyui
            """
            : """
            # What `import SwiftUI` compiles against: none, or galleyui (GalleyUI, Galley's mirror of
            # SwiftUI's environment system).
            # runtime: none
            """
        return """
            # galley verify: proves the Swift blocks of README.md, of every DocC catalog (*.docc) and
            # the snippets of Snippets/, where they are. Every setting is optional, and the commented
            # values are the defaults. Galley keeps its cache in .galley-cache/: add it to .gitignore.

            # The library products built for the blocks (default: every library product).
            # products: [MyLibrary]

            # The modules every block sees imported, unless it imports them itself (default: the
            # modules of those products).
            # imports: [MyLibrary]

            # The blocks' Swift language mode, 5 or 6 (default: the package's own).
            # swiftLanguageMode: 6

            \(runtime)

            # How `swift run` blocks are isolated: auto, required or off.
            # sandbox: auto

            # Every warning (such as a `swift run` block without an `output` block) is an error.
            # strict: false

            # Files and folders, from this folder, that are not verified.
            # skip:
            #   - Sources/MyLibrary/MyLibrary.docc/Drafts

            # Other defaults for the files under a folder.
            # folders:
            #   Sources/MyLibrary/MyLibrary.docc/Legacy:
            #     swiftLanguageMode: 5
            #     imports: [MyLibrary, Foundation]

            """
    }

    /// Writes the commented configuration into the package at `root`; refuses when the folder
    /// holds no `Package.swift` or the file exists. Returns the path written.
    package static func writeTemplate(to root: URL) throws(DiagnosticError) -> String {
        let manager = FileManager.default
        guard manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw DiagnosticError(
                .error(
                    "init.no-package", at: nil,
                    "no Package.swift in '\(root.path)'; 'galley init --package' configures a Swift package"))
        }
        let url = root.appendingPathComponent(fileName)
        guard !manager.fileExists(atPath: url.path) else {
            throw DiagnosticError(
                .error(
                    "init.exists", at: SourceLocation(file: fileName, line: 1, column: 1),
                    "'\(fileName)' already exists; galley init never overwrites a file"))
        }
        var diagnostics = Diagnostics()
        let docs = PackageDocs.load(root: root, paths: [], into: &diagnostics)
        let usesSwiftUI = docs?.documents.contains { document in
            document.blocks.blocks.contains { $0.language == "swift" && $0.code.contains("import SwiftUI") }
        }
        do {
            try Data(template(usesSwiftUI: usesSwiftUI == true).utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            throw DiagnosticError(
                .error("init.write", at: nil, "cannot write '\(fileName)': \(error.localizedDescription)"))
        }
        return fileName
    }
}
