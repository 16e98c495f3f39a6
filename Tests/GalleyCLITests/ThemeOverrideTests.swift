import Foundation
import GalleyCLI
import Synchronization
import Testing

/// A site with only `Content/` and two files of its own: the default theme fills every other
/// template, string and asset, the site's own files win, and `galley theme eject` copies the
/// rest without touching them.
@Suite struct ThemeOverrideTests {
    final class Site: Sendable {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "galley-theme-\(UUID().uuidString)", isDirectory: true)
            try write(
                "Content/site.yml",
                "title: Own Theme\nbaseURL: /\nlocales:\n  - code: en\n    label: English\nsnippets:\n  runtime: none\n"
            )
            try write("Content/en/page.md", "---\ntitle: Page\nsummary: One page.\n---\n\n# Page\n\nText.\n")
            try write("Templates/site-footer.mustache", "<footer class=\"site-footer\">OWN FOOTER</footer>\n")
            try write("Public/css/galley.css", "/* own stylesheet */\n")
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func read(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }

        func exists(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }

        func galley(_ arguments: [String]) async -> (status: Int32, output: String) {
            let text = Mutex("")
            let console = Console(
                writeOut: { chunk in text.withLock { $0 += chunk } },
                writeError: { chunk in text.withLock { $0 += chunk } }, isInteractive: false)
            let status = await GalleyCommand.main(
                arguments + ["--content", root.appendingPathComponent("Content").path], console: console)
            return (status, text.withLock { $0 })
        }
    }

    @Test func theSitesFilesWinAndTheThemeFillsTheRest() async throws {
        let site = try Site()
        let built = await site.galley(["build", "--no-verify"])
        #expect(built.status == 0, "\(built.output)")
        let page = try site.read("_site/en/page/index.html")
        // The site's footer partial, inside the theme's layout (its skip link and stylesheet link).
        #expect(page.contains("OWN FOOTER"))
        #expect(page.contains("class=\"skip-link\""), "the theme's layout was not used")
        #expect(try site.read("_site/css/galley.css") == "/* own stylesheet */\n")
        // Assets the site lacks come from the theme.
        #expect(site.exists("_site/js/galley.js"))
        #expect(site.exists("_site/css/preview.css"))
        #expect(!site.exists("Templates/layout.mustache"))

        let ejected = await site.galley(["theme", "eject"])
        #expect(ejected.status == 0, "\(ejected.output)")
        #expect(site.exists("Templates/layout.mustache"))
        #expect(site.exists("Templates/i18n/en.yml"))
        #expect(site.exists("Public/js/galley.js"))
        // Files the site had are kept as they were.
        #expect(try site.read("Templates/site-footer.mustache").contains("OWN FOOTER"))
        #expect(try site.read("Public/css/galley.css") == "/* own stylesheet */\n")
        #expect(ejected.output.contains("copied "), "\(ejected.output)")

        // An edit to an ejected file now shows.
        try site.write(
            "Templates/layout.mustache",
            try site.read("Templates/layout.mustache").replacingOccurrences(
                of: "</body>", with: "<!-- ejected layout --></body>"))
        let rebuilt = await site.galley(["build", "--no-verify"])
        #expect(rebuilt.status == 0, "\(rebuilt.output)")
        let again = try site.read("_site/en/page/index.html")
        #expect(again.contains("<!-- ejected layout -->"))
        #expect(again.contains("OWN FOOTER"))
    }
}
