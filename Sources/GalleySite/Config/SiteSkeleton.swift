import Foundation
import GalleyCore

/// The files of a new site, for `galley init`: `Content/site.yml` and a first article whose one
/// snippet is verified, and nothing else (the default theme supplies templates and assets).
package struct SiteSkeleton: Sendable {
    /// Locale codes; the first is the default.
    package var locales: [String]

    /// The starter article's date (`YYYY-MM-DD`), so that its feed entry is dated.
    package var date: String

    package init(locales: [String], today: Date = Date()) {
        self.locales = locales.isEmpty ? ["en"] : locales
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: today)
        date = String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    static let labels = ["en": "English", "hr": "Hrvatski", "de": "Deutsch", "fr": "Français", "es": "Español"]

    /// The files to write, by path relative to the site's root.
    package var files: [(path: String, text: String)] {
        var config = """
            title: My Documentation
            description: What this site is about, in a sentence.
            # Where the site will be published. While it is not an address, 'galley build' warns
            # (fails under --strict): sitemap, feeds and canonical links need it to be absolute.
            baseURL: /
            defaultLocale: \(locales[0])
            locales:

            """
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
            date: \(date)
            ---

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
        return [
            ("Content/site.yml", config), ("Content/\(locales[0])/getting-started.md", article),
            (".gitignore", Self.gitignore),
        ]
    }

    /// What a build leaves beside the sources: the output and its preview, the verification
    /// cache, the build lock and the spare folders that make the next build fast.
    static let gitignore = """
        # Written by galley: the site, its preview, the cache of proofs, locks and spares.
        /_site/
        /_site.preview/
        /.galley-cache/
        /._site*
        /.*.lock

        """

    /// Writes every file under `root`; refuses, writing nothing, when any of them exists.
    /// An existing `.gitignore` is the project's own: it is left as it is and not reported.
    package func write(to root: URL) throws(DiagnosticError) -> [String] {
        let manager = FileManager.default
        let existing = files.map(\.path).filter {
            $0 != ".gitignore" && manager.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        guard existing.isEmpty else {
            throw DiagnosticError(
                existing.map {
                    .error(
                        "init.exists", at: SourceLocation(file: $0, line: 1, column: 1),
                        "'\($0)' already exists; galley init never overwrites a file")
                })
        }
        var written: [String] = []
        for file in files {
            let url = root.appendingPathComponent(file.path)
            if file.path == ".gitignore", manager.fileExists(atPath: url.path) { continue }
            written.append(file.path)
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
        return written
    }
}
