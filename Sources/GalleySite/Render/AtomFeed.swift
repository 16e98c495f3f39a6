import GalleyCore

/// An Atom feed of one locale's articles, newest first.
package enum AtomFeed {
    package struct Entry: Sendable {
        package var title: String
        package var url: String
        package var summary: String
        /// RFC 3339 timestamps.
        package var published: String
        package var updated: String
        package init(title: String, url: String, summary: String, published: String, updated: String) {
            self.title = title
            self.url = url
            self.summary = summary
            self.published = published
            self.updated = updated
        }
    }

    package static func xml(title: String, language: String, feedURL: String, siteURL: String, entries: [Entry])
        -> String
    {
        let updated = entries.map(\.updated).max() ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(language.htmlEscaped)">
              <title>\(title.htmlEscaped)</title>
              <id>\(feedURL.htmlEscaped)</id>
              <link rel="self" href="\(feedURL.htmlEscaped)"/>
              <link rel="alternate" type="text/html" href="\(siteURL.htmlEscaped)"/>
              <updated>\(updated)</updated>

            """
        for entry in entries.sorted(by: { $0.published > $1.published }) {
            xml += """
                  <entry>
                    <title>\(entry.title.htmlEscaped)</title>
                    <id>\(entry.url.htmlEscaped)</id>
                    <link rel="alternate" type="text/html" href="\(entry.url.htmlEscaped)"/>
                    <published>\(entry.published)</published>
                    <updated>\(entry.updated)</updated>
                    <summary>\(entry.summary.htmlEscaped)</summary>
                  </entry>

                """
        }
        return xml + "</feed>\n"
    }
}
