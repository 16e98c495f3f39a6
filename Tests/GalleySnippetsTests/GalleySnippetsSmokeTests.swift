import Testing
@testable import GalleySnippets

@Suite struct GalleySnippetsSmokeTests {
    @Test func moduleLinks() { _ = GalleySnippetsModule.self }
}
