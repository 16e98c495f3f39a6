import Testing
@testable import GalleyUI

@Suite struct GalleyUISmokeTests {
    @Test func moduleLinks() { _ = GalleyUIModule.self }
}
