import Testing
@testable import GalleyI18n

@Suite struct GalleyI18nSmokeTests {
    @Test func moduleLinks() { _ = GalleyI18nModule.self }
}
