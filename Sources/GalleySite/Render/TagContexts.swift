import GalleyTemplates

/// One tag's page: the articles tagged with it.
struct TagContext: TemplateContext {
    /// The tag as its articles write it.
    var name: String
    /// The `<h1>`: "Pages tagged “entry”".
    var heading: String
    /// "3 pages".
    var count: String
    /// The locale's list of tags.
    var allTagsURL: String
    var articles: [IndexContext.Item]

    var templateValue: TemplateValue {
        [
            "name": .string(name), "heading": .string(heading), "count": .string(count),
            "allTagsURL": .string(allTagsURL), "articles": IndexContext.items(articles),
        ]
    }
}

/// A locale's list of tags.
struct TagsContext: TemplateContext {
    struct Tag {
        var name: String
        var url: String
        /// "3 pages".
        var count: String
    }

    var tags: [Tag]

    var templateValue: TemplateValue {
        [
            "tags": .list(
                tags.map { ["name": .string($0.name), "url": .string($0.url), "count": .string($0.count)] })
        ]
    }
}
