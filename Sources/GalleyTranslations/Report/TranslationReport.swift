import Foundation
import GalleyCore
import GalleySite

/// Where every translation of a site stands: one entry per source article and locale, plus
/// translations whose source is gone.
///
/// An entry combines the revision status (``TranslationStatus``), whether it is published (a
/// draft, a translation of a draft, or a page still in progress with `TODO(translate)`
/// placeholders is not), and snippets whose code drifted from the source (``CodeDivergence``).
/// `galley translations` prints it as a table and `--check` turns it into diagnostics under the
/// site's translation policy. Drafts and unfinished pages are part of the report even though the
/// build leaves them out, so a translation of a draft is never mistaken for an orphan.
package struct TranslationReport: Sendable {
    /// One article in one non-default locale.
    package struct Entry: Sendable {
        /// The default-locale article; `nil` for an orphaned translation.
        package var source: SourceArticle?
        /// The translation; `nil` when it is missing.
        package var translation: SourceArticle?
        /// The translation's locale.
        package var locale: String
        package var status: TranslationStatus
        /// Whether the source is a draft, so neither it nor its translation is published.
        package var sourceIsDraft = false
        /// Whether the translation itself says `draft: true`.
        package var isDraft = false
        /// Every `TODO(translate)` placeholder still in the translation; any makes it "in progress".
        package var markers: [SourceLocation] = []
        /// Placeholders by kind (paragraphs, title, summary), for the table.
        package var untranslated: TranslationMarker.Untranslated?
        /// Swift snippets whose code differs from the source's.
        package var divergences: [CodeDivergence]
        /// For a stale translation still within `allowStaleDays` of its source's change: the
        /// last day it is tolerated (see ``TranslationReport/measureStaleness(policy:today:changed:)``).
        package var toleratedUntil: Date?

        /// Whether the translation is still being written (placeholders left).
        package var isInProgress: Bool { !markers.isEmpty }
    }

    package var entries: [Entry]
    /// The site's default locale, whose articles are the sources.
    package var defaultLocale: String

    /// Compares every article of the default locale with its translation in every other locale.
    package init(catalog published: ContentCatalog, config: SiteConfig) {
        let catalog = published.complete
        defaultLocale = config.defaultLocale
        let others = config.locales.map(\.code).filter { $0 != config.defaultLocale }
        var entries: [Entry] = []
        for source in catalog.articles(in: config.defaultLocale) {
            for locale in others {
                guard let translation = catalog.translation(of: source, in: locale) else {
                    entries.append(
                        Entry(
                            source: source, translation: nil, locale: locale, status: .missing,
                            sourceIsDraft: source.metadata.draft, divergences: []))
                    continue
                }
                let untranslated = TranslationMarker.untranslated(in: translation)
                entries.append(
                    Entry(
                        source: source, translation: translation, locale: locale,
                        status: TranslationStatus.of(translation: translation, source: source),
                        sourceIsDraft: source.metadata.draft, isDraft: translation.metadata.draft,
                        markers: TranslationMarker.locations(in: translation),
                        untranslated: untranslated.isEmpty ? nil : untranslated,
                        divergences: CodeDivergence.find(translation: translation, source: source)))
            }
        }
        for locale in others {
            for translation in catalog.articles(in: locale)
            where catalog.translation(of: translation, in: config.defaultLocale) == nil {
                entries.append(
                    Entry(
                        source: nil, translation: translation, locale: locale, status: .orphaned,
                        isDraft: translation.metadata.draft, markers: TranslationMarker.locations(in: translation),
                        divergences: []))
            }
        }
        self.entries = entries
    }

    /// The entry for a translation, found by its content path (`hr/makro-entry.md`).
    package func entry(forTranslation contentPath: String) -> Entry? {
        entries.first { $0.translation?.contentPath == contentPath }
    }
}

extension TranslationReport.Entry {
    /// One status line, then one line per diverging snippet.
    ///
    /// The status names the one state that decides what readers get, with what else is true
    /// of the page after it: `in progress, not published: 3 placeholders left (1 paragraph,
    /// title, summary); source changed since: section “Usage”`. A page in progress is never also
    /// called up to date.
    package var findings: [String] {
        var qualifiers: [String] = []
        let state: String
        if sourceIsDraft, let source {
            state = "source is a draft: neither is published until '\(source.displayPath)' is"
        } else if isDraft {
            state = "draft: not published"
        } else if isInProgress {
            let count = markers.count == 1 ? "1 placeholder" : "\(markers.count) placeholders"
            let kinds = untranslated.map { " (" + $0.kinds.joined(separator: ", ") + ")" } ?? ""
            state = "in progress, not published: \(count) left\(kinds)"
        } else {
            state = statusText
        }
        if sourceIsDraft || isDraft || isInProgress, status != .upToDate { qualifiers.append(statusText) }
        return [([state] + qualifiers).joined(separator: "; ")] + divergences.map(\.description)
    }

    /// The revision status alone: `up to date`, `stale: …`, `missing`.
    private var statusText: String {
        switch status {
        case .upToDate: return "up to date"
        case .stale(let changes):
            let tolerated = toleratedUntil.map { ", tolerated until " + ScaffoldYAML.date($0) } ?? ""
            return "stale\(tolerated): " + changes.map(\.description).joined(separator: "; ")
        case .unrecorded: return "unrecorded: no translatedFrom in the front matter"
        case .missing: return "missing"
        case .orphaned: return "orphaned: no source article pairs with it"
        }
    }
}
