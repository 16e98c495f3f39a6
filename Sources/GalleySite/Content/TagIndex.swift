import Foundation

/// The tags of one locale's published articles (`tags:` in their front matter): each tag has a
/// page at `/<locale>/tags/<slug>/` listing its articles, and `/<locale>/tags/` lists them all.
///
/// A locale's tag pages list that locale's own articles: an untranslated article shown in
/// another locale's index keeps its tags, words of its own language, to its own locale.
/// ``ContentCatalog/checkTags(into:)`` has made sure, before this is built, that
/// no two spellings share a slug and that no slug is empty.
struct TagIndex: Sendable {
    struct Tag: Sendable {
        /// The tag as its articles write it.
        var name: String
        var slug: String
        /// The tagged articles, in reading order (`order`, then title).
        var articles: [SourceArticle]
    }

    var locale: String
    /// Every tag, sorted by slug (so `čvorovi` sorts with `c`), then name.
    var tags: [Tag]

    /// The folder of a locale's tag pages, below the locale's.
    static let folder = "tags"

    /// The tags of `articles` (the locale's published articles, in any order).
    init(locale: String, articles: [SourceArticle]) {
        self.locale = locale
        var bySlug: [String: Tag] = [:]
        var slugs = SlugMemo()
        for article in articles {
            for name in Set(article.metadata.tags) {
                let slug = slugs.slug(name)
                bySlug[slug, default: Tag(name: name, slug: slug, articles: [])].articles.append(article)
            }
        }
        tags = bySlug.values.map { tag in
            var tag = tag
            tag.articles.sort {
                ($0.metadata.order ?? Int.max, $0.metadata.title, $0.contentPath)
                    < ($1.metadata.order ?? Int.max, $1.metadata.title, $1.contentPath)
            }
            return tag
        }.sorted { ($0.slug, $0.name) < ($1.slug, $1.name) }
    }

    /// The URL path of the locale's list of tags: `/hr/tags/`.
    static func indexURL(locale: String) -> String { "/\(locale)/\(folder)/" }

    /// The URL path of a tag's page: `/hr/tags/okruzenje/`.
    static func url(locale: String, slug: String) -> String { "/\(locale)/\(folder)/\(slug)/" }

    /// The part of a tag page's URL made from the tag: lowercase letters and digits, joined by
    /// single hyphens. Latin letters lose their diacritics (`Čvorovi` → `cvorovi`, `đ` → `d`),
    /// so the address is the same whichever way a reader's keyboard types it; letters of other
    /// scripts are kept as they are. Empty when the tag has no letter or digit.
    static func slug(_ tag: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in tag.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let letters = folded[scalar] ?? String(scalar)
            guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                pendingHyphen = !slug.isEmpty
                continue
            }
            if pendingHyphen { slug += "-" }
            pendingHyphen = false
            slug += letters
        }
        return slug
    }

    /// Each tag's ``slug(_:)``, made once: a site writes a few dozen tags hundreds of times.
    struct SlugMemo {
        private var slugs: [String: String] = [:]

        mutating func slug(_ tag: String) -> String {
            if let slug = slugs[tag] { return slug }
            let slug = TagIndex.slug(tag)
            slugs[tag] = slug
            return slug
        }
    }

    /// Latin letters that canonical decomposition leaves whole, as the ASCII letters readers
    /// type for them.
    private static let folded: [Unicode.Scalar: String] = [
        "đ": "d", "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "þ": "th", "ð": "d", "ı": "i", "ħ": "h",
    ]
}
