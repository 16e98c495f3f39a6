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

    @Test(arguments: [
        ("Čvor Đurđice", "cvor durdice"),
        ("Crème  Brûlée", "creme  brulee"),
        ("Plain ASCII", "plain ascii"),
        ("ŽABA na ŠPICI, 🚀 ÉTÉ", "zaba na spici, 🚀 ete"),
        ("", ""),
    ])
    func foldsForSearch(text: String, folded: String) {
        #expect(Slug.fold(text) == folded)
        // Folding into bytes after other bytes appends the same form, and folding two texts
        // one after the other gives the folded form of both joined.
        var bytes: [UInt8] = Array("Ž ".utf8)
        Slug.fold(text, into: &bytes)
        #expect(bytes == Array("Ž ".utf8) + Array(folded.utf8))
        var joined: [UInt8] = []
        Slug.fold("Đorđe ", into: &joined)
        Slug.fold(text, into: &joined)
        #expect(String(decoding: joined, as: UTF8.self) == Slug.fold("Đorđe " + text))
    }
}
