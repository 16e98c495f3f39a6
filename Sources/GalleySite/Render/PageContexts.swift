import GalleyTemplates

/// The context every page shares: the document around the page template.
struct LayoutContext: TemplateContext {
    struct Alternate {
        var hreflang: String
        var url: String
    }
    struct Language {
        var code: String
        var label: String
        var url: String
        var current: Bool
        var available: Bool
    }

    var lang: String
    var pageTitle: String
    var siteTitle: String
    var description: String
    var canonicalURL: String
    var ogType: String
    var alternates: [Alternate]
    var xDefaultURL: String
    var languages: [Language]
    var root: String
    var searchIndexURL: String
    var homeURL: String
    var feedURL: String
    var bannerHTML: String?
    var verificationText: String?
    /// The site's description in the page's language (`site.yml`), if it has one.
    var siteDescription: String?
    /// `params:` from `site.yml`, for a theme's own templates.
    var params: [String: String]
    var t: TemplateValue
    /// The rendered sidebar (``SiteRenderer/sidebar(for:diagnostics:)``), on an article's page.
    var sidebarHTML: [UInt8]? = nil
    /// The locale's list of tags, when its articles have tags.
    var tagsURL: String? = nil

    var templateValue: TemplateValue {
        [
            "lang": .string(lang), "pageTitle": .string(pageTitle), "siteTitle": .string(siteTitle),
            "description": .string(description), "canonicalURL": .string(canonicalURL), "ogType": .string(ogType),
            "ogLocale": .string(lang == "hr" ? "hr_HR" : lang == "en" ? "en_US" : lang),
            "alternates": .list(alternates.map { ["hreflang": .string($0.hreflang), "url": .string($0.url)] }),
            "xDefaultURL": .string(xDefaultURL),
            "languages": .list(
                languages.map {
                    [
                        "code": .string($0.code), "label": .string($0.label), "url": .string($0.url),
                        "current": .bool($0.current), "available": .bool($0.available),
                    ]
                }),
            "root": .string(root), "searchIndexURL": .string(searchIndexURL), "homeURL": .string(homeURL),
            "feedURL": .string(feedURL),
            "banner": bannerHTML.map { ["html": .html($0)] } ?? .null,
            "verification": verificationText.map { ["text": .string($0)] } ?? .null,
            "siteDescription": siteDescription.map(TemplateValue.string) ?? .null,
            "params": .object(params.mapValues(TemplateValue.string)),
            "t": t,
            "sidebar": sidebarHTML.map { ["html": .htmlBytes($0)] } ?? .null,
            "tagsURL": tagsURL.map(TemplateValue.string) ?? .null,
        ]
    }
}

/// An article page.
struct ArticleContext: TemplateContext {
    struct Link {
        var title: String
        var url: String
    }
    struct TOCItem {
        var id: String
        var title: String
        var level: Int
    }
    struct Tag {
        var name: String
        var url: String
    }

    var title: String
    var summary: String?
    var published: TemplateValue
    var updated: TemplateValue
    var toc: [TOCItem]
    var noticeHTML: String?
    /// The article's HTML, as UTF-8 bytes.
    var body: [UInt8]
    var previous: Link?
    var next: Link?
    /// The titles of the sections above the article, from the top (``NavigationTree/trail(to:)``).
    var breadcrumbs: [String] = []
    var tags: [Tag] = []

    var templateValue: TemplateValue {
        func link(_ link: Link?) -> TemplateValue {
            link.map { ["title": .string($0.title), "url": .string($0.url)] } ?? .null
        }
        return [
            "title": .string(title), "summary": summary.map(TemplateValue.string) ?? .null,
            "published": published, "updated": updated, "hasToc": .bool(!toc.isEmpty),
            "toc": .list(
                toc.map { ["id": .string($0.id), "title": .string($0.title), "level": .number(Double($0.level))] }),
            "notice": noticeHTML.map { ["html": .html($0)] } ?? .null, "body": .htmlBytes(body),
            "hasPager": .bool(previous != nil || next != nil), "previous": link(previous), "next": link(next),
            "breadcrumbs": .list(breadcrumbs.map { ["title": .string($0)] }), "hasTags": .bool(!tags.isEmpty),
            "tags": .list(tags.map { ["name": .string($0.name), "url": .string($0.url)] }),
        ]
    }
}

/// A locale's index page.
struct IndexContext: TemplateContext {
    struct Item {
        var title: String
        var url: String
        var summary: String?
        var published: TemplateValue
        var contentLang: String
        var fallbackLabel: String?
    }

    /// A heading's worth of articles: the top-level ones, or one top-level section's.
    struct Group {
        /// The section's title; `nil` for top-level articles without a root `_section.yml`.
        var title: String?
        var articles: [Item]
    }

    var title: String
    var introHTML: String?
    /// Every article, in reading order (`order`, then title), for a theme that lists them flat.
    var articles: [Item]
    var groups: [Group] = []
    /// The heading of a group without a title (`index.articles`).
    var untitledGroup = ""

    var templateValue: TemplateValue {
        [
            "title": .string(title), "intro": introHTML.map { ["html": .html($0)] } ?? .null,
            "articles": Self.items(articles),
            // One group needs no visible heading: the page is the list.
            "groups": .list(
                groups.map {
                    [
                        "title": .string($0.title ?? untitledGroup), "articles": Self.items($0.articles),
                        "headingHidden": .bool(groups.count == 1),
                    ]
                }),
        ]
    }

    /// The `articles[]` of a list of articles (an index, a tag's page).
    static func items(_ articles: [Item]) -> TemplateValue {
        .list(
            articles.map {
                [
                    "title": .string($0.title), "url": .string($0.url),
                    "summary": $0.summary.map(TemplateValue.string) ?? .null, "published": $0.published,
                    "contentLang": .string($0.contentLang), "isFallback": .bool($0.fallbackLabel != nil),
                    "fallbackLabel": .string($0.fallbackLabel ?? ""),
                ]
            })
    }
}

extension TemplateValue {
    /// Merges two objects; keys of `other` win.
    func merging(_ other: TemplateValue) -> TemplateValue {
        guard case .object(let mine) = self, case .object(let theirs) = other else { return other }
        return .object(mine.merging(theirs) { _, new in new })
    }
}
