import Foundation
import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleySite

/// The build graph: an incremental build writes exactly what a clean full build writes, and an
/// edit re-renders only the pages that depend on what changed.
@Suite struct IncrementalBuildTests {
    /// Three ordered English articles (so pagers link them), one with a link to another, and a
    /// translated pair.
    static func article(_ title: String, order: Int, body: String) -> String {
        "---\ntitle: \(title)\ndate: 2026-11-0\(order)\norder: \(order)\n---\n\n\(body)\n\n## Details\n\nMore about \(title).\n"
    }

    static func fixture() throws -> TranslationFixture {
        let fixture = try TranslationFixture()
        try fixture.write("en/alpha.md", article("Alpha", order: 1, body: "The first page."))
        try fixture.write("en/beta.md", article("Beta", order: 2, body: "See [alpha](alpha.md#details)."))
        try fixture.write("en/gamma.md", article("Gamma", order: 3, body: "The last page."))
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        return fixture
    }

    /// Builds incrementally into `_site`, then from scratch (fresh cache, fresh output) into a
    /// folder of its own, and expects the two trees to be equal byte for byte.
    /// With a `memo`, the incremental builds are those of one `galley serve` process, which keeps
    /// the loaded and converted articles in memory between builds.
    static func buildAndCompare(
        _ fixture: TranslationFixture, _ step: String, memo: BuildMemo? = nil
    ) async throws -> BuildResult {
        let incremental = await SiteBuilder(
            options: BuildOptions(
                root: fixture.root, output: fixture.root.appendingPathComponent("_site"), verify: false),
            memo: memo
        ).build()
        #expect(incremental.succeeded, "\(step): \(incremental.diagnostics.errors)")
        let clean = fixture.root.appendingPathComponent("full-\(UUID().uuidString)")
        let full = await SiteBuilder(
            options: BuildOptions(
                root: fixture.root, output: clean.appendingPathComponent("_site"), verify: false,
                cacheDirectory: clean.appendingPathComponent("cache"))
        ).build()
        #expect(full.succeeded, "\(step): \(full.diagnostics.errors)")
        #expect(full.reusedArticles == 0, "\(step): a build without state renders every page")
        let mine = FileTree.read(fixture.root.appendingPathComponent("_site"))
        let theirs = FileTree.read(clean.appendingPathComponent("_site"))
        #expect(mine.keys.sorted() == theirs.keys.sorted(), "\(step): the same files")
        #expect(
            incremental.diagnostics.all.map(\.description).sorted() == full.diagnostics.all.map(\.description).sorted(),
            "\(step): the same diagnostics as a full build")
        let different = theirs.keys.filter { mine[$0] != nil && mine[$0] != theirs[$0] }.sorted()
        #expect(different.isEmpty, "\(step): files differ from a full build: \(different)")
        try? FileManager.default.removeItem(at: clean)
        return incremental
    }

    /// Run twice: as separate `galley build` processes, and as the rebuilds of one `galley serve`
    /// (a ``BuildMemo`` kept between builds), whose cached articles must never outlive their inputs.
    @Test(arguments: [false, true])
    func incrementalBuildsEqualFullBuildsAfterEveryKindOfEdit(inMemory: Bool) async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let memo = inMemory ? BuildMemo() : nil
        func build(_ step: String) async throws -> BuildResult {
            try await Self.buildAndCompare(fixture, step, memo: memo)
        }
        let first = try await build("first build")
        #expect(first.reusedArticles == 0 && first.renderedArticles == 5)

        let unchanged = try await build("no edit")
        #expect(unchanged.renderedArticles == 0 && unchanged.reusedArticles == 5)
        if let memo { #expect(memo.counts.parsed == 0 && memo.counts.converted == 0, "nothing changed") }

        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "The last page, edited."))
        let body = try await build("article body")
        #expect(body.renderedArticles == 1, "only gamma depends on its body")
        if let memo {
            #expect(memo.counts.parsed == 1 && memo.counts.converted == 1, "only gamma is parsed and converted")
            #expect(memo.counts.reusedLoads == 4 && memo.counts.reusedBodies == 4)
        }

        try fixture.write("en/alpha.md", Self.article("Alpha renamed", order: 1, body: "The first page."))
        let title = try await build("linked page's title")
        #expect(title.renderedArticles == 5, "every page: each one's sidebar names alpha")

        // Beta links to alpha's `#details`: renaming that heading breaks beta's link, though
        // beta itself did not change (its converted body is reused, its links checked again).
        let renamedHeading = Self.article("Alpha renamed", order: 1, body: "The first page.")
            .replacingOccurrences(of: "## Details", with: "## Particulars")
        try fixture.write("en/alpha.md", renamedHeading)
        let broken = await SiteBuilder(
            options: BuildOptions(
                root: fixture.root, output: fixture.root.appendingPathComponent("_site"), verify: false),
            memo: memo
        ).build()
        #expect(!broken.succeeded, "a linked anchor that disappeared is an error")
        #expect(
            broken.diagnostics.errors.contains {
                $0.id == "link.missing-anchor" && $0.location?.file.hasSuffix("en/beta.md") == true
            })
        try fixture.write("en/alpha.md", renamedHeading + "\n## Details\n\nBack again.\n")
        _ = try await build("linked page's anchors")

        try fixture.write("en/colours.md", TranslationFixture.english + "\nOne more sentence.\n")
        _ = try await build("translation source")

        let template = fixture.root.appendingPathComponent("Templates/article.mustache")
        try (String(contentsOf: template, encoding: .utf8) + "<!-- edited -->\n").write(
            to: template, atomically: true, encoding: .utf8)
        let templated = try await build("template")
        #expect(templated.reusedArticles == 0, "every article page uses the template")

        let strings = fixture.root.appendingPathComponent("Templates/i18n/en.yml")
        try String(contentsOf: strings, encoding: .utf8)
            .replacingOccurrences(of: "linkToSection: Link to this section", with: "linkToSection: Link here")
            .write(to: strings, atomically: true, encoding: .utf8)
        let string = try await build("interface string")
        #expect(string.reusedArticles == 0)
        if let memo { #expect(memo.counts.converted == 5, "every body names its heading links") }

        let site = fixture.content.appendingPathComponent("site.yml")
        try String(contentsOf: site, encoding: .utf8)
            .replacingOccurrences(of: "title: Test Guides", with: "title: Other Guides")
            .write(to: site, atomically: true, encoding: .utf8)
        _ = try await build("site.yml")

        try FileManager.default.removeItem(at: fixture.content.appendingPathComponent("en/gamma.md"))
        _ = try await build("deletion")

        try FileManager.default.moveItem(
            at: fixture.content.appendingPathComponent("en/beta.md"),
            to: fixture.content.appendingPathComponent("en/delta.md"))
        _ = try await build("rename")
    }

    @Test func aCorruptStateOrAHandEditedPageMeansARenderNotAWrongPage() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        _ = try await Self.buildAndCompare(fixture, "first build")
        let page = output.appendingPathComponent("en/alpha/index.html")
        try "tampered".write(to: page, atomically: true, encoding: .utf8)
        let repaired = try await Self.buildAndCompare(fixture, "hand-edited output")
        #expect(repaired.renderedArticles == 1)

        let state = BuildState.file(
            cache: fixture.root.appendingPathComponent(".galley-cache"), destination: output)
        var bytes = try [UInt8](Data(contentsOf: state))
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: state)
        #expect(BuildState.load(from: state) == nil, "a state whose checksum fails is ignored")
        let full = try await Self.buildAndCompare(fixture, "corrupt state")
        #expect(full.reusedArticles == 0)
    }

    @Test func aFailedBuildLeavesThePreviousSiteAndItsHardLinksAlone() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent("_site")
        _ = try await Self.buildAndCompare(fixture, "first build")
        let before = FileTree.read(output)
        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "Broken [link](missing.md)."))
        let failed = await SiteBuilder(options: BuildOptions(root: fixture.root, output: output, verify: false))
            .build()
        #expect(!failed.succeeded)
        #expect(FileTree.read(output) == before, "the previous site is untouched")
        try fixture.write("en/gamma.md", Self.article("Gamma", order: 3, body: "Fixed."))
        let fixed = try await Self.buildAndCompare(fixture, "after a failed build")
        #expect(fixed.renderedArticles == 1)
    }
}
