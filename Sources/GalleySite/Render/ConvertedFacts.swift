import GalleyCore
import GalleyMarkdown

/// What the rest of a build needs from an article's converted body, besides its HTML: the
/// anchors other pages may link to, the links to check, the conversion's diagnostics and the
/// page's search entries, already in the search index's JSON.
///
/// The build state keeps these for every article (``StoredArticle``), so a build that finds an
/// article's text, the site key and its proofs unchanged checks links and writes the search
/// index without parsing or converting the article; the HTML is made again only when the page
/// itself must be rendered.
struct ConvertedFacts: Sendable, Equatable {
    struct Link: Sendable, Equatable {
        var destination: String
        var location: SourceLocation
    }

    /// The heading ids, in document order.
    var anchors: [String]
    var links: [Link]
    var diagnostics: [Diagnostic]
    /// The page's search entries as the comma-separated members of the index's `entries` array
    /// (empty for a page without sections).
    var search: ArraySlice<UInt8>

    init(anchors: [String], links: [Link], diagnostics: [Diagnostic], search: ArraySlice<UInt8>) {
        self.anchors = anchors
        self.links = links
        self.diagnostics = diagnostics
        self.search = search
    }

    /// The facts of a freshly converted document.
    init(_ document: RenderedDocument, search: [SearchIndex.Entry]) {
        anchors = document.headings.map(\.id)
        links = document.links.map { Link(destination: $0.destination, location: $0.range.lowerBound) }
        diagnostics = document.diagnostics
        self.search = SearchIndex.fragment(search)[...]
    }
}
