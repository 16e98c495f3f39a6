import Testing
@testable import EntryMacros

@Suite struct EntryMacrosSmokeTests {
    @Test func moduleLinks() { _ = EntryMacrosModule.self }
}
