import Foundation
import GalleyCore

/// An article's front matter, typed.
public struct ArticleMetadata: Sendable, Hashable {
    public var title: String
    public var summary: String?
    public var date: Date?
    public var updated: Date?
    /// Position in the locale's index; lower comes first.
    public var order: Int?
    public var tags: [String]
    /// Excluded from the published site when true.
    public var draft: Bool
    /// Pairs translations of one article across locales.
    public var translationKey: String?
    /// For a translation: the source article's content hash when it was last brought up to date.
    public var sourceHash: String?
    /// For a translation: the source's per-section and per-snippet hashes at that time.
    public var sourceParts: [String: String]
    /// `tutorial` for a step-by-step tutorial page; `nil` (or `article`) for an article.
    public var layout: String? = nil

    /// True for `layout: tutorial`.
    public var isTutorial: Bool { layout == "tutorial" }

    /// Every key an article may set; others get a warning with a near-miss suggestion.
    public static let knownKeys = [
        "title", "summary", "date", "updated", "order", "tags", "draft", "translationKey", "translatedFrom", "layout",
    ]
}
