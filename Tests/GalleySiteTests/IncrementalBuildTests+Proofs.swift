import Foundation
import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleySite

/// Incremental builds with verification on: an unchanged article's proofs are reused (kept in
/// memory by `galley serve`, in the cache's manifest by `galley build`), anything a unit's key
/// holds verifies its article again, and the output is a clean build's.
extension IncrementalBuildTests {
    static func provenArticle(_ name: String, order: Int, prose: String = "Some words.", value: String? = nil)
        -> String
    {
        """
        ---
        title: \(name.capitalized)
        order: \(order)
        ---

        \(prose)

        ```swift
        let \(name) = \(value ?? String(order))
        ```

        ```swift run
        print("\(name)")
        ```

        ```output
        \(name)
        ```

        """
    }

    static let provenSiteFile =
        "title: Proofs\nbaseURL: https://example.org\ndefaultLocale: en\nlocales:\n  - code: en\n    label: English\n"

    static func provenSite() throws -> TemporaryProject {
        let project = try TemporaryProject(fromRepository: ["Templates", "Public"], prefix: "galley-proofs")
        try project.write("Content/site.yml", provenSiteFile)
        for (order, name) in ["alpha", "beta", "gamma"].enumerated() {
            try project.write("Content/en/\(name).md", provenArticle(name, order: order + 1))
        }
        return project
    }

    /// Builds `project` with verification on into `_site` (with `memo`, as `galley serve`), then
    /// cleanly (no build state, no kept proofs, its own output) and expects the same files.
    static func buildProvenAndCompare(
        _ project: TemporaryProject, _ step: String, memo: BuildMemo?
    ) async throws -> BuildResult {
        let incremental = await SiteBuilder(
            options: BuildOptions(root: project.root, output: project.url("_site"), jobs: 2), memo: memo
        ).build()
        #expect(incremental.succeeded, "\(step): \(incremental.diagnostics.errors)")
        // The clean build's unit cache is kept between steps (nothing is compiled twice), but
        // neither its build state nor its kept proofs.
        let cleanCache = project.url("clean-cache")
        try? FileManager.default.removeItem(at: cleanCache.appendingPathComponent("build-state"))
        try? FileManager.default.removeItem(at: cleanCache.appendingPathComponent("article-proofs"))
        let cleanOutput = project.url("clean-\(UUID().uuidString)")
        let full = await SiteBuilder(
            options: BuildOptions(root: project.root, output: cleanOutput, jobs: 2, cacheDirectory: cleanCache)
        ).build()
        #expect(full.succeeded, "\(step): \(full.diagnostics.errors)")
        #expect(full.verification?.reusedArticles == 0, "\(step): a clean build reuses no proof")
        let mine = FileTree.read(project.url("_site"))
        let theirs = FileTree.read(cleanOutput)
        #expect(mine.keys.sorted() == theirs.keys.sorted(), "\(step): the same files")
        let different = theirs.keys.filter { mine[$0] != nil && mine[$0] != theirs[$0] }.sorted()
        #expect(different.isEmpty, "\(step): files differ from a clean build: \(different)")
        try? FileManager.default.removeItem(at: cleanOutput)
        return incremental
    }

    @Test(arguments: [false, true])
    func provenEditsVerifyOnlyWhatChangedAndBuildWhatACleanBuildBuilds(inMemory: Bool) async throws {
        let project = try Self.provenSite()
        defer { project.remove() }
        let memo = inMemory ? BuildMemo() : nil
        let first = try await Self.buildProvenAndCompare(project, "first build", memo: memo)
        #expect(first.verification?.reusedArticles == 0)
        #expect(first.verification?.units == 6)

        // Prose edited, blocks where they were: nothing is verified again.
        try project.write("Content/en/beta.md", Self.provenArticle("beta", order: 2, prose: "Other words."))
        let prose = try await Self.buildProvenAndCompare(project, "prose edit", memo: memo)
        #expect(prose.verification?.reusedArticles == 3)
        #expect(prose.verification?.units == 0)
        #expect(prose.renderedArticles == 1)

        // A snippet edited: its article alone is verified, and its page alone rendered.
        try project.write(
            "Content/en/beta.md", Self.provenArticle("beta", order: 2, prose: "Other words.", value: "20"))
        let snippet = try await Self.buildProvenAndCompare(project, "snippet edit", memo: memo)
        #expect(snippet.verification?.reusedArticles == 2)
        #expect(snippet.verification?.units == 2)
        #expect(snippet.renderedArticles == 1)

        // Broken: the build fails at the block's place, every time until it is fixed.
        try project.write("Content/en/beta.md", Self.provenArticle("beta", order: 2, value: "\"twenty\" as Int"))
        for attempt in 1...2 {
            let broken = await SiteBuilder(
                options: BuildOptions(root: project.root, output: project.url("_site"), jobs: 2), memo: memo
            ).build()
            #expect(!broken.succeeded, "attempt \(attempt)")
            let error = try #require(broken.diagnostics.errors.first)
            #expect(error.location?.file.hasSuffix("Content/en/beta.md") == true, "\(error)")
            #expect(error.location?.line == 9, "\(error)")
        }

        // Fixed, then the site's verification settings changed: every article is verified again.
        try project.write("Content/en/beta.md", Self.provenArticle("beta", order: 2))
        _ = try await Self.buildProvenAndCompare(project, "fixed", memo: memo)
        try project.write("Content/site.yml", Self.provenSiteFile + "snippets:\n  swiftLanguageMode: 5\n")
        let settings = try await Self.buildProvenAndCompare(project, "site.yml's snippets changed", memo: memo)
        #expect(settings.verification?.reusedArticles == 0)
        #expect(settings.verification?.units == 6)
    }
}
