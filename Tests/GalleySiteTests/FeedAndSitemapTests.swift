import Foundation
import FoundationXML
import Testing

@testable import GalleySite

/// The Atom feed and the sitemap are read by machines: they must be well-formed XML with the
/// elements their specifications require, whatever the titles contain.
@Suite struct FeedAndSitemapTests {
    /// Parses `xml` with Foundation's XML parser and returns element names in document order,
    /// or the parser's error.
    static func elements(_ xml: String) throws -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            var names: [String] = []
            var attributes: [[String: String]] = []
            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
            ) {
                names.append(elementName)
                attributes.append(attributeDict)
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        return collector.names
    }

    @Test func theFeedIsWellFormedAtomEvenWithMarkupInTitles() throws {
        let xml = AtomFeed.xml(
            title: "Vodiči <SwiftUI> & \"okruženje\"", language: "hr",
            feedURL: "https://example.org/hr/feed.xml", siteURL: "https://example.org/hr/",
            entries: [
                .init(
                    title: "A < B & C's", url: "https://example.org/hr/a/", summary: "<script>alert(1)</script>",
                    published: "2026-01-02T00:00:00Z", updated: "2026-03-04T00:00:00Z"),
                .init(
                    title: "Older", url: "https://example.org/hr/b/", summary: "s",
                    published: "2025-01-02T00:00:00Z", updated: "2025-01-02T00:00:00Z"),
            ])
        let names = try Self.elements(xml)
        #expect(names.first == "feed")
        for required in ["title", "id", "updated", "link", "entry", "published", "summary"] {
            #expect(names.contains(required), "missing <\(required)>")
        }
        #expect(names.filter { $0 == "entry" }.count == 2)
        #expect(xml.contains("<updated>2026-03-04T00:00:00Z</updated>"), "the feed is as new as its newest entry")
        #expect(!xml.contains("<script>"))
        let newest = try #require(xml.range(of: "A &lt; B"))
        let older = try #require(xml.range(of: "Older"))
        #expect(newest.lowerBound < older.lowerBound, "entries newest first")
    }

    @Test func anEmptyFeedIsStillValid() throws {
        let xml = AtomFeed.xml(
            title: "Empty", language: "en", feedURL: "https://e.org/feed.xml", siteURL: "https://e.org/", entries: [])
        #expect(try Self.elements(xml).contains("updated"))
    }

    @Test func theSitemapIsWellFormedWithAlternates() throws {
        let xml = Sitemap.xml([
            .init(
                url: "https://example.org/en/a/?x=1&y=2", lastModified: "2026-01-02",
                alternates: [(hreflang: "hr", url: "https://example.org/hr/a/")]),
            .init(url: "https://example.org/en/", lastModified: nil, alternates: []),
        ])
        let names = try Self.elements(xml)
        #expect(names.first == "urlset")
        #expect(names.filter { $0 == "url" }.count == 2)
        #expect(names.filter { $0 == "loc" }.count == 2)
        #expect(xml.contains("&amp;y=2"))
        #expect(xml.contains("hreflang=\"hr\""))
    }
}
