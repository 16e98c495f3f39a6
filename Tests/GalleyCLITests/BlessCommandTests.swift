import Foundation
import Testing

/// `galley verify --bless` from the command line.
@Suite struct BlessCommandTests {
    /// Content outside the working directory is named by absolute path; `--bless` rewrites it
    /// there (it once looked for it under the working directory and failed).
    @Test func blessRewritesContentOutsideTheWorkingDirectory() async throws {
        let project = try BadInputProject()
        try project.write("Content/site.yml", BadInputProject.siteConfig + "\nsnippets:\n  runtime: none\n")
        try project.write(
            "Content/en/run.md", "---\ntitle: Run\n---\n\n```swift run\nprint(2)\n```\n\n```output\n1\n```\n")
        #expect(!project.root.path.hasPrefix(FileManager.default.currentDirectoryPath + "/"))
        let run = await project.galley("verify", ["--cache-dir", BadInputProject.sharedCache, "--bless"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("/Content/en/run.md:10: blessed the expected output"), "\(run.stderr)")
        let text = try String(contentsOf: project.url("Content/en/run.md"), encoding: .utf8)
        #expect(text.hasSuffix("```output\n2\n```\n"), "\(text)")
    }
}
