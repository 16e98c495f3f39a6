import Foundation
import Testing

/// What a hostile article can and cannot do to the site it is built into.
///
/// Snippet sandboxing (a snippet writing `../escape.txt` stays in its temporary folder, which
/// is removed) is tested where the sandbox lives, in `GalleyToolchainTests`' `SandboxTests`.
///
/// The time limit is there to catch a hang, not slowness. With the whole suite on two cores, a CI
/// run stopped every test of this suite (each a build of a few pages) at the former one-minute
/// limit, while trivial tests of other suites took 147 s from start to pass, waiting for a thread.
@Suite(.timeLimit(.minutes(5)))
struct SecurityTests {
    static let hostile = #"<script>alert(1)</script> \"q\" {{x}}"#

    /// Every HTML and XML file of the built site, by path.
    static func markup(of project: BadInputProject) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: project.output.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".html") || path.hasSuffix(".xml") else { continue }
            files[path] = try String(
                contentsOf: project.output.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    @Test func hostileFrontMatterIsEscapedInEveryPage() async throws {
        let project = try BadInputProject()
        try project.write(
            "Content/en/alpha.md",
            "---\ntitle: \"\(Self.hostile)\"\nsummary: \"\(Self.hostile)\"\ntags: [\"<img src=x onerror=alert(3)>\"]\n"
                + "translationKey: alpha\n---\n\n# Alpha\n\n## Details\n")
        let run = await project.galley()
        try #require(run.status == 0, "\(run.stderr)")
        let files = try Self.markup(of: project)
        #expect(files.count > 5)
        for (path, text) in files {
            #expect(!text.contains("<script>alert(1)"), "unescaped title in \(path)")
            #expect(!text.contains("<img src=x"), "unescaped tag in \(path)")
            #expect(!text.contains("\"q\""), "unescaped quote in \(path)")
        }
        let page = try #require(files["en/alpha/index.html"])
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("{{x}}"), "front matter must not be rendered as a template")
        #expect(try #require(files["en/feed.xml"]).contains("&lt;script&gt;alert(1)"))
    }

    @Test func rawHTMLIsEscapedByDefault() async throws {
        let project = try BadInputProject()
        try project.write(
            "Content/en/gamma.md",
            "---\ntitle: Gamma\n---\n\n<script>alert(2)</script>\n\nSome <b>bold</b> text.\n")
        let run = await project.galley()
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Content/en/gamma.md:5:1: warning: "))
        #expect(run.stderr.contains("[markdown.raw-html-escaped]"))
        let page = try project.read("_site/en/gamma/index.html")
        #expect(page.contains("&lt;script&gt;alert(2)&lt;/script&gt;"))
        #expect(page.contains("&lt;b&gt;bold&lt;/b&gt;"))
        #expect(!page.contains("<script>alert(2)"))
    }

    @Test func rawHTMLWhenAllowedStillPassesTheTagFilter() async throws {
        let project = try BadInputProject()
        try project.write("Content/site.yml", BadInputProject.siteConfig + "\nrawHTML: true\n")
        try project.write(
            "Content/en/gamma.md",
            "---\ntitle: Gamma\n---\n\n<script>alert(2)</script>\n\n<iframe src=\"https://evil.example\"></iframe>\n\n"
                + "Some <b>bold</b> text.\n")
        let run = await project.galley()
        try #require(run.status == 0, "\(run.stderr)")
        let page = try project.read("_site/en/gamma/index.html")
        #expect(page.contains("<b>bold</b>"))
        #expect(page.contains("&lt;script>alert(2)&lt;/script>"))
        #expect(page.contains("&lt;iframe src="))
        #expect(!page.contains("<script>alert(2)") && !page.contains("<iframe src=\"https://evil"))
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "vbscript:msgbox(1)",
        "data:text/html,<script>x</script>",
    ])
    func dangerousLinkSchemesAreNotPublished(_ destination: String) async throws {
        let project = try BadInputProject()
        try project.write(
            "Content/en/gamma.md",
            "---\ntitle: Gamma\n---\n\n[click](\(destination)) ![i](\(destination))\n")
        let run = await project.galley()
        try #require(run.status == 0, "\(run.stderr)")
        let page = try project.read("_site/en/gamma/index.html").lowercased()
        #expect(!page.contains("href=\"\(destination.lowercased())"))
        #expect(!page.contains("src=\"\(destination.lowercased())"))
    }

    @Test func articleSymlinkLeavingContentIsNotRead() async throws {
        let project = try BadInputProject()
        try project.write("secret.txt", "---\ntitle: Secret\n---\n\nTOP-SECRET-VALUE\n")
        try FileManager.default.createSymbolicLink(
            at: project.url("Content/en/secret.md"), withDestinationURL: project.url("secret.txt"))
        let run = await project.galley()
        try #require(run.status == 0, "\(run.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: project.output.appendingPathComponent("en/secret").path))
        for (path, text) in try Self.markup(of: project) {
            #expect(!text.contains("TOP-SECRET"), "\(path)")
        }
    }

    @Test func publicSymlinkLeavingPublicIsRefused() async throws {
        let project = try BadInputProject()
        try project.write("secret.txt", "TOP-SECRET-VALUE\n")
        try FileManager.default.createSymbolicLink(
            at: project.url("Public/css/secret.txt"), withDestinationURL: project.url("secret.txt"))
        let run = await project.galley()
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "Public/css/secret.txt:1:1: error: 'css/secret.txt' links to a file outside"))
        #expect(!FileManager.default.fileExists(atPath: project.output.path))
    }

    @Test func publicSymlinkInsidePublicIsPublishedAsAFile() async throws {
        let project = try BadInputProject()
        try project.write("Public/real.txt", "shared\n")
        try FileManager.default.createSymbolicLink(
            at: project.url("Public/alias.txt"), withDestinationURL: project.url("Public/real.txt"))
        let run = await project.galley()
        try #require(run.status == 0, "\(run.stderr)")
        let published = project.output.appendingPathComponent("alias.txt")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: published.path)) == nil)
        #expect(try String(contentsOf: published, encoding: .utf8) == "shared\n")
    }
}
