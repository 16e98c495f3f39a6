import Testing
@testable import GalleyYAML

@Suite struct GalleyYAMLSmokeTests {
    @Test func moduleLinks() { _ = GalleyYAMLModule.self }
}
