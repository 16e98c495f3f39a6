import Foundation
import GalleyMarkdown

/// A locale's search index: one entry per section, with diacritic-folded text so that
/// `cvor` finds `čvor`. `galley.js` folds queries the same way and searches in the browser.
struct SearchIndex: Sendable {
    struct Entry: Encodable, Sendable {
        var url: String
        var title: String
        var text: String
        var folded: String
    }

    var locale: String
    var entries: [Entry] = []

    mutating func add(page: String, url: String, sections: [Section]) {
        for section in sections {
            let title = section.headingID == nil ? page : "\(page) — \(section.title)"
            let text = String(section.text.prefix(2_000))
            entries.append(
                Entry(
                    url: section.headingID.map { "\(url)#\($0)" } ?? url, title: title, text: text,
                    folded: Slug.fold(title + " " + text)))
        }
    }

    func json() -> Data {
        struct Document: Encodable {
            var locale: String
            var entries: [Entry]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Document(locale: locale, entries: entries))) ?? Data("{}".utf8)
    }
}
