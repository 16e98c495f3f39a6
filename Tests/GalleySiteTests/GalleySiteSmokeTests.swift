import Testing
@testable import GalleySite

@Suite struct GalleySiteSmokeTests {
    @Test func moduleLinks() { _ = GalleySiteModule.self }
}
