import Foundation
import Testing

/// What CI reads: GitHub annotations from every command, machine formats that stay valid under
/// GitHub Actions, and one strict policy for `build` and `verify`.
/// The first test may build the verification runtime into the shared cache: minutes on a busy machine.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct CIOutputTests {
    static let cache = BadInputProject.sharedCache

    static let unknownKey = "---\ntitle: Alpha\nsumary: The first page.\ntranslationKey: alpha\n---\n\n# Alpha\n"

    /// Under GitHub Actions, `--format json` on standard output is still exactly one JSON
    /// document: the annotations go to standard error.
    @Test func jsonStaysValidUnderGitHubActions() async throws {
        let project = try BadInputProject()
        try project.write("Content/en/alpha.md", Self.unknownKey)
        let run = await project.galley("verify", ["--format", "json", "--cache-dir", Self.cache], githubActions: true)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["failed"] as? Int == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("::warning"))
        #expect(run.stderr.contains("Content/en/alpha.md,line=3,col=1::unknown key"), "\(run.stderr)")
    }

    /// `build` annotates its diagnostics as `verify` does.
    @Test func buildPrintsGitHubAnnotations() async throws {
        let project = try BadInputProject()
        try project.write("Content/en/alpha.md", "---\ntitle: Alpha\ndate: 2026-13-45\n---\n")
        let run = await project.galley("build", ["--no-verify"], githubActions: true)
        #expect(run.status == 1)
        let annotation = run.stderr.split(separator: "\n").first { $0.hasPrefix("::error ") }
        #expect(
            annotation?.hasSuffix(
                "Content/en/alpha.md,line=3,col=7::'date' must be a date written YYYY-MM-DD; found '2026-13-45'")
                == true, "\(run.stderr)")
        let plain = await project.galley("build", ["--no-verify"])
        #expect(!plain.stderr.contains("::error"))
    }

    /// `translations --check` annotates its findings too (here: a page with no translation).
    @Test func translationsCheckPrintsGitHubAnnotations() async throws {
        let project = try BadInputProject()
        let run = await project.galley("translations", ["--check"], githubActions: true)
        let findings = run.stderr.split(separator: "\n").filter {
            $0.hasSuffix("]") && ($0.contains(": error: ") || $0.contains(": warning: "))
        }
        #expect(!findings.isEmpty, "\(run.stderr)")
        let annotations = run.stderr.split(separator: "\n").filter {
            $0.hasPrefix("::error ") || $0.hasPrefix("::warning ")
        }
        #expect(annotations.count == findings.count, "\(run.stderr)")
        #expect(!run.stdout.contains("::"))
    }

    /// One strict policy: `--strict` on `build` and `verify`, or `strict: true` in site.yml,
    /// turns a warning (here an unknown front-matter key) into an error; the site is untouched.
    @Test func strictFailsOnWarningsInBuildAndVerify() async throws {
        let project = try BadInputProject()
        #expect(await project.galley().status == 0)
        let before = project.outputSnapshot
        try project.write("Content/en/alpha.md", Self.unknownKey)
        #expect(await project.galley().status == 0)
        let published = project.outputSnapshot

        let build = await project.galley("build", ["--no-verify", "--strict"])
        #expect(build.status == 1)
        #expect(build.stderr.contains("Content/en/alpha.md:3:1: error: unknown key 'sumary'"), "\(build.stderr)")
        #expect(build.stderr.contains("(a warning, an error under --strict)"))
        #expect(project.outputSnapshot == published)

        let verify = await project.galley("verify", ["--strict", "--cache-dir", Self.cache])
        #expect(verify.status == 1, "\(verify.stderr)")
        #expect(await project.galley("verify", ["--cache-dir", Self.cache]).status == 0)

        try project.write("Content/site.yml", BadInputProject.siteConfig + "\nstrict: true\n")
        #expect(await project.galley().status == 1)
        #expect(await project.galley("verify", ["--cache-dir", Self.cache]).status == 1)
        _ = before
    }

    /// Run from a folder that is not a site: say what was looked for, where, and how to start.
    @Test func wrongFolderSaysWhatWasLookedFor() async throws {
        let project = try BadInputProject()
        try project.remove("Content/site.yml")
        let run = await project.galley()
        #expect(run.status == 1)
        #expect(run.stderr.contains("galley: error: no site here: looked for '"), "\(run.stderr)")
        #expect(run.stderr.contains("Content/site.yml"))
        #expect(run.stderr.contains("--content DIR"))
        #expect(run.stderr.contains("galley new en/first-page"))
        #expect(!run.stderr.contains("The file doesn"))
    }

    /// Hidden lines are compiled, never published: not on the page, not in search, nowhere.
    @Test func hiddenLinesReachNoOutput() async throws {
        let project = try BadInputProject()
        try project.write(
            "Content/en/beta.md",
            "---\ntitle: Beta\nsummary: Second.\n---\n\n## Details\n\n```swift\nlet shown = 1\n// snippet.hide\nlet secretHiddenMarker = 2\n// snippet.show\n```\n"
        )
        let run = await project.galley()
        #expect(run.status == 0, "\(run.stderr)")
        var searched = 0
        let enumerator = FileManager.default.enumerator(atPath: project.output.path)
        while let path = enumerator?.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: project.output.appendingPathComponent(path).path)
            else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if text.contains("shown") { searched += 1 }
            #expect(!text.contains("secretHiddenMarker"), "hidden line published in \(path)")
            #expect(!text.contains("snippet.hide"), "marker published in \(path)")
        }
        #expect(searched >= 2, "the page and the search index both hold the visible line")
    }
}
