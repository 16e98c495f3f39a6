import Testing

@testable import GalleyMarkdown

@Suite struct SlugTests {
    @Test(arguments: [
        ("Čvor đurđice", "cvor-durdice"),
        ("ČĆĐŠŽ čćđšž", "ccdsz-ccdsz"),
        ("Hello, World!", "hello-world"),
        ("  Leading & trailing  ", "leading-trailing"),
        ("Swift 6.3 — what's new?", "swift-6-3-what-s-new"),
        ("Crème brûlée", "creme-brulee"),
        ("Привет мир", "privet-mir"),
        ("Straße und Łódź", "strasse-und-lodz"),
        ("emoji 🚀 launch", "emoji-launch"),
        ("`@Entry` macro", "entry-macro"),
        ("!!!", ""),
    ])
    func makesSlugs(title: String, slug: String) {
        #expect(Slug.make(title) == slug)
    }
}
