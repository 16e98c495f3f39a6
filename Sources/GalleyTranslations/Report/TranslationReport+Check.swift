import Foundation
import GalleyCore
import GalleySite

extension TranslationReport {
    /// The problems `galley translations --check` fails on, under the site's policy.
    ///
    /// Errors: a missing translation or one that still has placeholders (unless `allowMissing`),
    /// a stale one (a warning instead while ``Entry/toleratedUntil`` is set), an unrecorded one,
    /// and every snippet whose code diverges from the source. An orphaned translation is only a warning: a locale may publish
    /// articles of its own.
    package func problems(policy: SiteConfig.TranslationPolicy, today: Date) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        // A draft, or the translation of one, is not published: nothing about it can fail a check.
        for entry in entries where !entry.sourceIsDraft && !entry.isDraft {
            let markCurrent =
                entry.translation.map { "galley translations --mark-current \($0.locale)/\($0.slug)" } ?? ""
            switch entry.status {
            case .upToDate: break
            case .missing:
                if let source = entry.source, !policy.allowMissing {
                    problems.append(
                        .error(
                            "translation.missing", at: source.location,
                            "'\(source.displayPath)' has no '\(entry.locale)' translation; start one with 'galley new \(entry.locale)/<slug> --from \(source.locale)/\(source.slug)'"
                        ))
                }
            case .stale(let changes):
                if let source = entry.source, let translation = entry.translation {
                    let changed = changes.map(\.description).joined(separator: "; ")
                    if let until = entry.toleratedUntil {
                        problems.append(
                            .warning(
                                "translation.stale-tolerated", at: translation.location,
                                "translation is stale, tolerated until \(ScaffoldYAML.date(until)): \(changed)",
                                notes: [.init(location: source.location, message: "source article")]))
                    } else {
                        problems.append(
                            .error(
                                "translation.stale", at: translation.location, "translation is stale: " + changed,
                                notes: [
                                    .init(location: source.location, message: "source article"),
                                    .init(message: "bring the translation up to date, then run '\(markCurrent)'"),
                                ]))
                    }
                }
            case .unrecorded:
                if let translation = entry.translation {
                    problems.append(
                        .error(
                            "translation.unrecorded", at: translation.location,
                            "translation does not record which revision of its source it matches",
                            notes: [.init(message: "once it matches the source, run '\(markCurrent)'")]))
                }
            case .orphaned:
                if let translation = entry.translation {
                    problems.append(
                        .warning(
                            "translation.orphaned", at: translation.location,
                            "no '\(defaultLocale)' article pairs with this translation; give it the source's 'translationKey' or path"
                        ))
                }
            }
            if let translation = entry.translation, let first = entry.markers.first, !policy.allowMissing {
                let count = entry.markers.count == 1 ? "1 placeholder" : "\(entry.markers.count) placeholders"
                problems.append(
                    .error(
                        "translation.untranslated", at: first,
                        "translation is in progress: \(count) left, so '\(translation.displayPath)' is not published",
                        notes: entry.markers.dropFirst().prefix(3).map { .init(location: $0, message: "placeholder") }
                    ))
            }
            if let translation = entry.translation {
                for divergence in entry.divergences {
                    problems.append(
                        .error(
                            "translation.code-divergence",
                            at: SourceLocation(file: translation.displayPath, line: divergence.line, column: 1),
                            divergence.description,
                            notes: divergence.firstDifference.map { [.init(message: $0)] } ?? []))
                }
            }
        }
        return problems
    }

    /// Sets ``Entry/toleratedUntil`` on each stale entry whose source changed (as `changed`
    /// tells, from the recorded revision) less than `allowStaleDays` days before `today`. With
    /// `allowStaleDays` absent or 0, nothing stale is tolerated.
    package mutating func measureStaleness(
        policy: SiteConfig.TranslationPolicy, today: Date, changed: (SourceArticle, String) -> Date?
    ) {
        guard let days = policy.allowStaleDays, days > 0 else { return }
        for index in entries.indices {
            guard case .stale = entries[index].status, let source = entries[index].source,
                let recorded = entries[index].translation?.metadata.sourceHash,
                let since = changed(source, recorded)
            else { continue }
            let until = since.addingTimeInterval(Double(days) * 86_400)
            if today < until { entries[index].toleratedUntil = until }
        }
    }
}
