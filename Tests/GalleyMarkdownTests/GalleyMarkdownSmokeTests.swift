import Testing
@testable import GalleyMarkdown

@Suite struct GalleyMarkdownSmokeTests {
    @Test func moduleLinks() { _ = GalleyMarkdownModule.self }
}
