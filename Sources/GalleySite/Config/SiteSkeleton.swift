import Foundation
import GalleyCore

/// The files of a new site, for `galley init`: `Content/site.yml` and a first article whose one
/// snippet is verified, and nothing else (the default theme supplies templates and assets).
package struct SiteSkeleton: Sendable {
    /// Locale codes; the first is the default.
    package var locales: [String]

    package init(locales: [String]) { self.locales = locales.isEmpty ? ["en"] : locales }

    static let labels = ["en": "English", "hr": "Hrvatski", "de": "Deutsch", "fr": "Français", "es": "Español"]

    /// The files to write, by path relative to the site's root.
    package var files: [(path: String, text: String)] {
        var config = "title: My Documentation\nbaseURL: /\ndefaultLocale: \(locales[0])\nlocales:\n"
        for code in locales {
            config += "  - code: \(code)\n    label: \(Self.labels[code] ?? code)\n"
        }
        config += """
            # What snippets compile against (see README, "Use Galley for your own package"):
            snippets:
              swiftLanguageMode: 6
              runtime: none

            """
        let article = """
            ---
            title: Getting Started
            summary: A first page, with one snippet the compiler proves.
            ---

            # Getting Started

            Every Swift block on this site is compiled before the site is published. A `swift run`
            block is also run, and the `output` block after it must match what it printed.

            ```swift run
            let words = ["proven", "by", "the", "compiler"]
            print(words.joined(separator: " "))
            ```

            ```output
            proven by the compiler
            ```

            """
        return [("Content/site.yml", config), ("Content/\(locales[0])/getting-started.md", article)]
    }

    /// Writes every file under `root`; refuses, writing nothing, when any of them exists.
    package func write(to root: URL) throws(DiagnosticError) -> [String] {
        let manager = FileManager.default
        let existing = files.map(\.path).filter {
            manager.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        guard existing.isEmpty else {
            throw DiagnosticError(
                existing.map {
                    .error(
                        "init.exists", at: SourceLocation(file: $0, line: 1, column: 1),
                        "'\($0)' already exists; galley init never overwrites a file")
                })
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw DiagnosticError(
                    .error("init.write", at: nil, "cannot write '\(file.path)': \(error.localizedDescription)"))
            }
        }
        // Every locale needs its folder; the others' indexes list the article as untranslated.
        for code in locales.dropFirst() {
            try? manager.createDirectory(
                at: root.appendingPathComponent("Content/\(code)"), withIntermediateDirectories: true)
        }
        return files.map(\.path)
    }
}
