import GalleyCore
import GalleyYAML

extension ContentCatalog {
    /// Reports the tags of published articles that cannot have a page of their own: a tag with
    /// no letter or digit to make its address from, and two spellings of one tag in a locale
    /// (`Swift UI` and `swift-ui`), which would share a page; both at the tag's front-matter
    /// line. Reports too an article published where its locale's tag pages are (`/en/tags/…`).
    func checkTags(into diagnostics: inout Diagnostics) {
        var first: [String: (name: String, article: SourceArticle)] = [:]
        var hasTags: Set<String> = []
        var slugs = TagIndex.SlugMemo()
        for article in articles {
            for name in article.metadata.tags {
                let slug = slugs.slug(name)
                guard !slug.isEmpty else {
                    diagnostics.append(
                        .error(
                            "tags.no-letters", at: Self.location(ofTag: name, in: article),
                            "tag '\(name)' has no letter or digit to make its page's address from; write it with words"
                        ))
                    continue
                }
                hasTags.insert(article.locale)
                let key = article.locale + "/" + slug
                guard let earlier = first[key] else {
                    first[key] = (name, article)
                    continue
                }
                guard earlier.name != name else { continue }
                let url = TagIndex.url(locale: article.locale, slug: slug)
                diagnostics.append(
                    .error(
                        "tags.same-page", at: Self.location(ofTag: name, in: article),
                        "tag '\(name)' and tag '\(earlier.name)' would share the page \(url); write the tag as '\(earlier.name)' (or rename that one) so it is one tag",
                        notes: [
                            .init(
                                location: Self.location(ofTag: earlier.name, in: earlier.article),
                                message: "'\(earlier.name)' is written here")
                        ]))
            }
        }
        for article in articles where hasTags.contains(article.locale) {
            let slug = article.slug
            guard slug == TagIndex.folder || slug.hasPrefix(TagIndex.folder + "/") else { continue }
            diagnostics.append(
                .error(
                    "tags.url-taken", at: article.location,
                    "'\(article.displayPath)' is published at \(article.url), where the tag pages of '\(article.locale)' are; rename it or move it out of '\(TagIndex.folder)'"
                ))
        }
    }

    /// Where `tag` is written in `article`'s front matter, or the article's first line. Looked
    /// for only to report a problem: an article taken from the build state has no YAML tree.
    static func location(ofTag tag: String, in article: SourceArticle) -> SourceLocation {
        let frontMatter = article.frontMatter
        guard let yaml = frontMatter.yaml,
            let node = try? YAMLParser.parse(
                yaml, file: article.displayPath, lineOffset: frontMatter.yamlFirstLine - 1),
            let tags = node.mapping?.entry("tags")
        else { return article.location }
        return tags.value.sequence?.first { $0.string == tag }?.location ?? tags.keyLocation
    }
}
