import Foundation
import GalleyCore
import GalleySnippets
import GalleyTranslations
import Testing

@testable import GalleySite

/// The guides this repository publishes keep the promises the site makes about them: both
/// locales complete and in sync, every Swift block verified (not ignored) but a few, and the
/// counts of runnable and failing examples the guides are written to show.
@Suite struct RepositoryContentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func project() throws -> SiteBuilder.Project {
        var diagnostics = Diagnostics()
        let project = SiteBuilder(options: BuildOptions(root: Self.root, verify: false)).load(into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        return try #require(project)
    }

    @Test func bothLocalesPublishTwelveGuidesTheAuthorsPageAndTutorials() throws {
        let project = try project()
        for locale in ["en", "hr"] {
            let articles = project.catalog.articles(in: locale)
            // Twelve guides for readers and the page for authors.
            #expect(articles.filter { $0.tutorialOutline == nil }.count >= 13, "guides in \(locale)")
            #expect(articles.filter { $0.tutorialOutline != nil }.count >= 3, "tutorials in \(locale)")
        }
        for article in project.catalog.articles(in: "en") {
            let translation = try #require(project.catalog.translation(of: article, in: "hr"), "\(article.displayPath)")
            #expect(translation.metadata.order == article.metadata.order)
            #expect(article.metadata.summary != nil && article.metadata.date != nil && article.metadata.order != nil)
        }
    }

    @Test func translationsAreCleanUnderCheck() throws {
        let project = try project()
        let report = TranslationReport(catalog: project.catalog, config: project.config)
        #expect(report.problems(policy: project.config.translations, today: Date()).isEmpty, "\(report.table)")
    }

    @Test(arguments: ["en", "hr"])
    func snippetCountsMeetTheGuidesBar(locale: String) throws {
        let project = try project()
        var modes: [SnippetMode: Int] = [:]
        var comparisons = 0
        for article in project.catalog.articles(in: locale) {
            var sides = Set<String>()
            for block in article.blocks.blocks where block.language == "swift" {
                let spec = try SnippetSpec.parse(block).get()
                modes[spec.mode, default: 0] += 1
                if let id = spec.before ?? spec.after { sides.insert(id) }
            }
            // A tutorial shows its changes as derived diffs between steps, not as a pair.
            if article.tutorialOutline == nil {
                #expect(!sides.isEmpty, "\(article.displayPath) has no before/after pair")
            }
            comparisons += sides.count
        }
        let total = modes.values.reduce(0, +)
        #expect(total - (modes[.ignore] ?? 0) >= 170)
        #expect((modes[.run] ?? 0) >= 70)
        #expect((modes[.compileFail] ?? 0) >= 20)
        #expect(Double(modes[.ignore] ?? 0) <= Double(total) * 0.02)
    }
}
