import Foundation
import Testing

@testable import GalleyMarkdown

/// A source without `www.` is parsed with a copy of cmark-gfm's autolink extension that does not
/// trigger at `w`. The tree must be the one cmark-gfm's own extension gives, node for node: kinds,
/// literals, link destinations and source spans.
@Suite struct AutolinkTriggerTests {
    static let documents: [String] = [
        "Window view with a widget, wrapped below: two words.\n",
        "See http://example.com/w/wiki and https://swift.org/why, then ftp://files.example.org/w.\n",
        "Write to wendy@example.com, mailto:walter@example.org or xmpp:wes@example.net/work.\n",
        "wss://not-a-link.example and w://nor-this and awhttps://x.example w:w\n",
        "A hard break after w  \nwhich keeps going w\\\nwith a backslash one, w\n",
        "Trailing spaces after w   \n*w*w**w** `w` ww. w.w.w. wwww w\n",
        "[w link](https://example.com/w) ![w image](w.png) <https://example.com/w> <w@example.com>\n",
        "| w | x |\n| --- | --- |\n| wa http://example.com/w | w@example.com |\n",
        "- [ ] w task https://example.com\n- [x] ~~w~~ done\n\n> w quote http://example.com.\n",
        "Footnote w[^w].\n\n[^w]: Note w with https://example.com/w?q=w&w=1.\n",
        "http://example.com/(w) https://example.com/w) (https://example.com/w) http://x.example/w*\n",
        "Tabs\tw\there, and\u{00A0}w after a no-break space, and čw, ẇ.\n",
        "WWW.example.com Www.example.com wWw.example.com\n",
    ]

    static func nodes(_ source: String, triggeringAtW: Bool) -> [MarkdownNode] {
        SpecExampleComparison.nodes(source) { $0.alwaysTriggerAtW = triggeringAtW }
    }

    @Test func documentsWithoutWWWGiveTheSameTree() {
        for source in Self.documents {
            #expect(!source.contains("www."))
            #expect(Self.nodes(source, triggeringAtW: false) == Self.nodes(source, triggeringAtW: true), "\(source)")
        }
    }

    /// The copy still finds scheme links and addresses: the documents above hold some.
    @Test func linksAreStillFound() {
        let nodes = Self.nodes(Self.documents[1] + Self.documents[2], triggeringAtW: false)
        let destinations = nodes.compactMap { node -> String? in
            if case .link(let destination, _) = node.kind { return destination }
            return nil
        }
        #expect(
            destinations == [
                "http://example.com/w/wiki", "https://swift.org/why", "ftp://files.example.org/w",
                "mailto:wendy@example.com", "mailto:walter@example.org", "xmpp:wes@example.net/work",
            ])
    }

    /// Every example of the shared spec files without `www.`, with the site's extensions, both ways.
    @Test(
        CIRequirement.enabled(
            if: SpecExampleComparison.isAvailable, "../shared/spec-tests/commonmark-gfm is not present"))
    func specExamplesGiveTheSameTree() throws {
        let compared = try SpecExampleComparison.compare(including: { !$0.contains("www.") }) { converter, flag in
            converter.alwaysTriggerAtW = flag
        }
        #expect(compared > 700)
    }
}
