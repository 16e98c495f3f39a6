import Foundation
import GalleyCore
import GalleyYAML

/// An article's front matter, typed.
package struct ArticleMetadata: Sendable, Hashable {
    package var title: String
    package var summary: String?
    /// The author's `date:`, kept as written (a calendar day, no time or zone) to the page.
    package var date: YAMLDate?
    /// The author's `updated:`, kept as written.
    package var updated: YAMLDate?
    /// Position in the locale's index; lower comes first.
    package var order: Int?
    package var tags: [String]
    /// Excluded from the published site when true.
    package var draft: Bool
    /// Pairs translations of one article across locales.
    package var translationKey: String?
    /// For a translation: the source article's content hash when it was last brought up to date.
    package var sourceHash: String?
    /// For a translation: the source's per-section and per-snippet hashes at that time.
    package var sourceParts: [String: String]
    /// `tutorial` for a step-by-step tutorial page; `nil` (or `article`) for an article.
    package var layout: String? = nil

    /// True for `layout: tutorial`.
    package var isTutorial: Bool { layout == "tutorial" }

    /// Every key an article may set; others get a warning with a near-miss suggestion.
    package static let knownKeys = [
        "title", "summary", "date", "updated", "order", "tags", "draft", "translationKey", "translatedFrom", "layout",
    ]
}
