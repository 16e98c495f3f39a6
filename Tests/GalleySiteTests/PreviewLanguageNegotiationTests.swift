import GalleyServe
import Testing

@testable import GalleySite

@Suite struct PreviewLanguageNegotiationTests {
    let negotiation = PreviewLanguageNegotiation(locales: ["en", "hr"], defaultLocale: "en")

    @Test(arguments: [
        ("hr-HR,hr;q=0.9,en;q=0.8", "hr"), ("en;q=0.5, hr;q=0.9", "hr"), ("de-DE,de;q=0.9", "en"),
        ("de, hr;q=0.2", "hr"), ("hr;q=0, en", "en"), ("HR", "hr"), ("*", "en"), ("", "en"),
        (";;;,q=", "en"),
        ("sr-Latn;q=0.9, hr;q=0.8, en;q=0.8", "hr"),
    ])
    func picksTheEditionByQuality(header: String, expected: String) {
        #expect(negotiation.locale(for: header) == expected)
    }

    @Test func noHeaderPicksTheDefault() {
        #expect(negotiation.locale(for: nil) == "en")
    }
}
