import Testing

@testable import GalleyUI

@Suite struct EnvironmentPlaceholderTests {
    @Test func defaultsWithoutWrites() { #expect(EnvironmentValues().colorScheme == .light) }
}
