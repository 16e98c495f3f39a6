import GalleyCore

/// An article that was read but is not published, and why.
package struct WithheldArticle: Sendable {
    package enum Reason: Sendable, Equatable {
        /// The article's own front matter says `draft: true`.
        case draft
        /// A translation whose source (this display path) is a draft: it inherits the draft status.
        case draftSource(String)
        /// The page still has `TODO(translate)` placeholders, at these locations.
        case unfinished([SourceLocation])

        /// Whether the article is withheld as a draft (its own or its source's).
        package var isDraft: Bool {
            if case .unfinished = self { return false }
            return true
        }
    }

    package var article: SourceArticle
    package var reason: Reason
}

extension ContentCatalog {
    /// The articles not to publish. Without `includeDrafts`, drafts and translations of drafts are
    /// left out silently (the build summary counts them), and a page with placeholders is left out
    /// with a warning at its first placeholder; readers then get the site's fallback for an
    /// untranslated article.
    static func withheldArticles(
        _ articles: [SourceArticle], paired: [String: [String: Int]], defaultLocale: String, includeDrafts: Bool,
        into diagnostics: inout Diagnostics
    ) -> [WithheldArticle] {
        guard !includeDrafts else { return [] }
        var withheld: [WithheldArticle] = []
        for article in articles {
            if article.metadata.draft {
                withheld.append(WithheldArticle(article: article, reason: .draft))
                continue
            }
            if article.locale != defaultLocale, let index = paired[article.pairingKey]?[defaultLocale],
                articles[index].metadata.draft
            {
                withheld.append(WithheldArticle(article: article, reason: .draftSource(articles[index].displayPath)))
                continue
            }
            let markers = TranslationMarker.locations(in: article)
            guard let first = markers.first else { continue }
            withheld.append(WithheldArticle(article: article, reason: .unfinished(markers)))
            let count =
                markers.count == 1
                ? "a 'TODO(translate)' placeholder" : "\(markers.count) 'TODO(translate)' placeholders"
            diagnostics.append(
                .warning(
                    "translation.unfinished", at: first,
                    "'\(article.displayPath)' is not published: it still has \(count); until they are translated, readers get the page as untranslated",
                    notes: markers.count > 1 ? [.init(message: "'galley translations' lists what is left")] : []))
        }
        return withheld
    }
}
