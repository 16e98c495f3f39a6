import Foundation
import GalleyCLI
import GalleyCore
import GalleyTestSupport
import Synchronization
import Testing

/// A site begun with `galley init`, as its author would grow it (two folders, tags, a
/// translation), builds into pages with a sidebar, breadcrumbs and tag pages, and nothing of
/// the flagship site's subject anywhere.
@Suite struct InitSiteNavigationTests {
    static func galley(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(
            writeOut: { text in out.withLock { $0 += text } }, writeError: { text in err.withLock { $0 += text } },
            isInteractive: false)
        let status = await GalleyCommand.main(arguments, console: console)
        return (status, out.withLock { $0 }, err.withLock { $0 })
    }

    static func article(_ front: String, _ body: String) -> String { "---\n\(front)\n---\n\n\(body)\n" }

    @Test func aNewSiteWithFoldersAndTagsGetsItsNavigationAndNoFlagshipWords() async throws {
        let work = try TemporaryProject(prefix: "galley-init-nav")
        defer { work.remove() }
        let site = work.url("docs")
        let created = await Self.galley(["init", site.path, "--locales", "en,hr"])
        try #require(created.status == 0, "\(created.err)")
        let project = try TemporaryProject(at: site)
        try project.write("Content/en/guides/_section.yml", "title: Guides\norder: 2\n")
        try project.write(
            "Content/en/guides/install.md",
            Self.article("title: Install\norder: 1\ntags: [setup, Command Line]", "Add the package."))
        try project.write(
            "Content/en/guides/configure.md", Self.article("title: Configure\norder: 2\ntags: [setup]", "Set it up."))
        try project.write(
            "Content/en/reference/commands.md", Self.article("title: Commands\ntags: [Command Line]", "Every command."))
        try project.write(
            "Content/hr/vodici/instalacija.md",
            Self.article("title: Instalacija\ntags: [postavljanje]", "Dodajte paket."))

        let built = await Self.galley([
            "build", "--content", site.appendingPathComponent("Content").path, "--no-verify",
        ])
        try #require(built.status == 0, "\(built.err)")
        let output = site.appendingPathComponent("_site")
        func page(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        let install = try page("en/guides/install/index.html")
        #expect(install.contains(#"<nav class="sidebar" aria-label="Contents">"#))
        #expect(install.contains(#"<a href="/en/guides/install/" aria-current="page">Install</a>"#))
        #expect(install.contains("<details open><summary>Guides</summary>"))
        #expect(install.contains("<details><summary>Reference</summary>"))
        #expect(install.contains(#"<a href="/en/getting-started/">Getting Started</a>"#), "the starter page")
        #expect(install.contains("<li>Guides</li>\n<li><span aria-current=\"page\">Install</span></li>"))
        #expect(install.contains(#"<a class="tag" href="/en/tags/command-line/" rel="tag">Command Line</a>"#))
        #expect(try page("en/tags/setup/index.html").contains("Configure"))
        #expect(try page("en/tags/index.html").contains("Command Line <span class=\"tag-count\">(2 pages)</span>"))
        let croatian = try page("hr/vodici/instalacija/index.html")
        #expect(croatian.contains(#"<nav class="sidebar" aria-label="Sadržaj">"#))
        #expect(croatian.contains(#"<a href="/en/getting-started/" hreflang="en" lang="en">Getting Started</a>"#))
        #expect(try page("hr/tags/postavljanje/index.html").contains("Instalacija"))

        // Nothing of the flagship's subject in any page, feed, sitemap or index of the new site.
        let flagship = ["SwiftUI", "@Entry", "environment values", "vrijednosti okruženja"]
        let files = FileTree.read(output).filter { file, _ in
            [".html", ".xml", ".json"].contains(where: file.hasSuffix)
        }
        #expect(files.count > 10)
        for (file, data) in files {
            let text = String(decoding: data, as: UTF8.self)
            for word in flagship where text.localizedCaseInsensitiveContains(word) {
                Issue.record("\(file) mentions '\(word)'")
            }
        }
    }
}
