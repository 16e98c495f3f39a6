import Foundation
import Testing

@testable import GalleySite

/// The article page with every block kind, rendered without verification (deterministic).
@Suite struct ArticlePageTests {
    @Test func everyBlockKindMatchesSnapshot() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await fixture.build()
        let page = try fixture.read("en/every-block/index.html")

        // The snapshot is the contract; these name what it must contain, so a careless
        // re-record cannot lose a block kind unnoticed.
        #expect(page.contains("from a run block"), "the run block's expected output is shown")
        #expect(
            !page.contains("snippet.hide") && page.contains("hiddenGreeting"),
            "hidden lines are not shown")
        #expect(
            page.contains("Calls UIKit, which exists only on Apple platforms."), "ignore shows its reason"
        )
        #expect(
            page.contains("id=\"cvorovi-i-dordevici\""), "a heading with diacritics gets a folded id")
        #expect(
            page.contains("<table>") && page.contains("href=\"/hr/svaki-blok/\""),
            "tables and resolved links")
        #expect(
            page.contains(
                "<pre><code class=\"language-json\">{&quot;name&quot;: &quot;čvor&quot;, &quot;count&quot;: 2}"),
            "the JSON block is shown, escaped, as written")
        #expect(!page.contains("data-galley-preview"), "built files carry no preview script")
        ArticlePageSnapshot.assertMatches(
            page, suite: "ArticlePageTests", test: "everyBlockKindMatchesSnapshot")
    }
}
