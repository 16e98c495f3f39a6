import Testing
@testable import GalleyTemplates

@Suite struct GalleyTemplatesSmokeTests {
    @Test func moduleLinks() { _ = GalleyTemplatesModule.self }
}
