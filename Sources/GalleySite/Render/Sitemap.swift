import GalleyCore

/// `sitemap.xml`: every published page with its language alternates.
package enum Sitemap {
    /// One page and its translations' absolute URLs, keyed by locale code.
    package struct Entry: Sendable {
        package var url: String
        package var lastModified: String?
        package var alternates: [(hreflang: String, url: String)]
        package init(url: String, lastModified: String?, alternates: [(hreflang: String, url: String)]) {
            self.url = url
            self.lastModified = lastModified
            self.alternates = alternates
        }
    }

    package static func xml(_ entries: [Entry]) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        for entry in entries {
            xml += "  <url>\n    <loc>\(entry.url.htmlEscaped)</loc>\n"
            if let lastModified = entry.lastModified { xml += "    <lastmod>\(lastModified)</lastmod>\n" }
            for alternate in entry.alternates {
                xml +=
                    "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.hreflang.htmlEscaped)\" href=\"\(alternate.url.htmlEscaped)\"/>\n"
            }
            xml += "  </url>\n"
        }
        return xml + "</urlset>\n"
    }
}
