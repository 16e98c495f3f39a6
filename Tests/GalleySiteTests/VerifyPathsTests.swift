import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// `galley verify PATH…` selects the articles a path names, however it is spelled.
@Suite struct VerifyPathsTests {
    @Test func aPathSelectsItsArticlesWrittenAbsoluteRelativeOrWithDots() throws {
        let fixture = try PreviewFixture()
        defer { fixture.project.remove() }
        var diagnostics = Diagnostics()
        let project = try #require(SiteBuilder(options: fixture.options()).load(into: &diagnostics))
        let first = try #require(project.catalog.articles.first)
        let absolute = URL(fileURLWithPath: first.displayPath).standardizedFileURL.path
        let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        func selected(_ paths: [String]) -> [String] {
            VerifyAction(options: fixture.options(), paths: paths).articles(of: project).map(\.displayPath)
        }
        #expect(selected([first.displayPath]) == [first.displayPath])
        #expect(selected([absolute]) == [first.displayPath], "an absolute path")
        #expect(
            selected([
                folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + "/"
                    + URL(fileURLWithPath: absolute).lastPathComponent
            ]) == [first.displayPath], "a path through ..")
        #expect(selected([folder + "/"]).contains(first.displayPath), "a folder, with its slash")
        #expect(selected([absolute + ".missing"]).isEmpty)
    }
}
