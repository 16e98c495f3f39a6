import Testing
@testable import GalleyCLI

@Suite struct GalleyCLISmokeTests {
    @Test func moduleLinks() { _ = GalleyCLIModule.self }
}
