import Testing
@testable import GalleyHighlight

@Suite struct GalleyHighlightSmokeTests {
    @Test func moduleLinks() { _ = GalleyHighlightModule.self }
}
