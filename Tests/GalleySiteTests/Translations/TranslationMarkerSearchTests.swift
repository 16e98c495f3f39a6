import Testing

@testable import GalleySite

/// The byte search that lets an article without a placeholder skip the line-by-line scan.
@Suite struct TranslationMarkerSearchTests {
    @Test(arguments: [
        ("TODO(translate): first", true),
        ("text then TODO(translate):", true),
        ("(a) (b) TODO(translate): x (c)", true),
        ("TODO(translate)", false),
        ("TODO(translate; nope", false),
        ("(((( TODO(transl", false),
        ("", false),
        ("no marker at all", false),
        ("čćž TODO(translate): ž", true),
    ])
    func findsTheMarkerAnywhere(text: String, expected: Bool) {
        #expect(TranslationMarker.mentionsPrefix(text) == expected)
    }
}
