import Foundation
import Testing

@testable import GalleySite

/// The notice on a stale translation speaks the reader's language: the translation's own
/// headings, no Markdown, no file lines, no snippet modes.
@Suite struct TranslationNoticeTests {
    @Test func croatianNoticeIsCroatianThroughout() async throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.markCurrent("hr/boje.md")
        try fixture.write(
            "en/colours.md",
            TranslationFixture.english
                .replacingOccurrences(of: "The old way needed a key.", with: "The old way needed a `Key` type.")
                .replacingOccurrences(of: "Views read colours", with: "Views always read colours")
                .replacingOccurrences(of: "print(accent.count)", with: "print(accent.uppercased())"))
        let output = fixture.root.appendingPathComponent("out")
        let result = await SiteBuilder(options: BuildOptions(root: fixture.root, output: output, verify: false))
            .build()
        #expect(result.succeeded, "\(result.diagnostics.errors)")
        let page = try String(contentsOf: output.appendingPathComponent("hr/boje/index.html"), encoding: .utf8)
        #expect(
            page.contains(
                "Ovaj je prijevod stariji od izvornika: nakon prevođenja promijenilo se sljedeće: uvod, odjeljak „Prije i poslije“, 1. primjer kôda."
            ))
        let notice = try #require(page.components(separatedBy: "Ovaj je prijevod stariji").last?.prefix(300))
        for leak in ["`", "line", "snippet", "section", "swift", "Before and after"] {
            #expect(!notice.contains(leak), "'\(leak)' in \(notice)")
        }
    }
}
