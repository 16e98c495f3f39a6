import Testing

@testable import GalleySite

/// Pages say so when an error shows GalleyUI's words: a trap raised in the runtime's files, or
/// an `@Entry` plugin error other than the one whose wording is Apple's.
@Suite struct GalleyUIMessageTests {
    @Test(arguments: [
        "GalleyUICore/Environment.swift:28: Fatal error: No Observable object of type Board found.",
        "GalleyUI/State/EnvironmentObject.swift:34: Fatal error: No ObservableObject of type Store found.",
        "a.swift:3:5: error: '@Entry' cannot attach to a 'let' constant; declare the entry with 'var'",
    ])
    func galleyUIsWordsAreRecognised(text: String) {
        #expect(GalleyUIMessage.isGalleyUIs("first line\n" + text))
    }

    @Test(arguments: [
        "Swift/Array.swift:418: Fatal error: Index out of range",
        "a.swift:7:1: Fatal error: the snippet's own message",
        "a.swift:2:5: error: '@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues",
        "a.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'",
    ])
    func theCompilersAndSwiftsWordsAreNot(text: String) {
        #expect(!GalleyUIMessage.isGalleyUIs(text))
    }
}
