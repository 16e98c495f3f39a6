import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// The navigation's inputs in the build graph: a sidebar shows every title of its locale, and a
/// tag page its articles' titles, so those edits re-render the pages that show them; an edit
/// to one article's body still re-renders that page alone.
extension IncrementalBuildTests {
    @Test(arguments: [false, true])
    func navigationEditsRenderWhatShowsThemAndNothingElse(inMemory: Bool) async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        try fixture.write("en/guides/_section.yml", "title: Guides\n")
        try fixture.write("en/guides/one.md", Self.article("One", order: 4, body: "First guide.").tagged("views"))
        try fixture.write("en/guides/two.md", Self.article("Two", order: 5, body: "Second guide."))
        let memo = inMemory ? BuildMemo() : nil
        func build(_ step: String) async throws -> BuildResult {
            try await Self.buildAndCompare(fixture, step, memo: memo)
        }
        let output = fixture.root.appendingPathComponent("_site")
        let first = try await build("first build")
        #expect(first.renderedArticles == 7)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("en/tags/views/index.html").path))

        try fixture.write("en/guides/two.md", Self.article("Two", order: 5, body: "Second guide, edited."))
        let body = try await build("body of an article in a folder")
        #expect(body.renderedArticles == 1, "the sidebar shows no article's body")

        // Every page's sidebar shows "One"; Croatian pages list it as untranslated.
        try fixture.write(
            "en/guides/one.md", Self.article("One renamed", order: 4, body: "First guide.").tagged("views"))
        let title = try await build("title shown in every sidebar and on a tag page")
        #expect(title.renderedArticles == 7)
        let tagPage = try String(contentsOf: output.appendingPathComponent("en/tags/views/index.html"), encoding: .utf8)
        #expect(tagPage.contains("One renamed"))

        try fixture.write(
            "en/guides/two.md", Self.article("Two", order: 5, body: "Second guide, edited.").tagged("views"))
        let tagged = try await build("tag added")
        #expect(tagged.renderedArticles == 1, "the tagged article links its tag; no sidebar changed")

        try fixture.write("en/guides/_section.yml", "title: Handbook\n")
        let section = try await build("section title")
        #expect(section.renderedArticles == 7, "every sidebar shows the section's title")

        try fixture.write("en/reference/api.md", Self.article("API", order: 6, body: "The reference."))
        _ = try await build("new folder")

        try fixture.write("en/guides/one.md", Self.article("One renamed", order: 4, body: "First guide."))
        try fixture.write("en/guides/two.md", Self.article("Two", order: 5, body: "Second guide, edited."))
        _ = try await build("last tag removed")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("en/tags").path))
    }
}

extension String {
    /// An article of ``IncrementalBuildTests/article(_:order:body:)`` with `tags:` after its title.
    fileprivate func tagged(_ tags: String) -> String {
        replacingOccurrences(of: "\ndate:", with: "\ntags: [\(tags)]\ndate:")
    }
}
