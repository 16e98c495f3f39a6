import Foundation
import GalleyYAML
import Synchronization

/// Dates as readers of each language expect them.
///
/// The value is the author's ``GalleyYAML/YAMLDate`` itself, so a page's `<time datetime>`,
/// the feed and the sitemap print its own `YYYY-MM-DD` (`date.description`) and only the
/// display form goes through a formatter:
///
/// ```swift
/// LocalizedDate.format(date, locale: "hr")  // "11. rujna 2026."
/// LocalizedDate.format(date, locale: "en")  // "September 11, 2026"
/// ```
package enum LocalizedDate {
    /// The long date style of `locale`, computed in UTC from the date's midnight so a
    /// front-matter date never shifts by a day.
    package static func format(_ date: YAMLDate, locale: String) -> String {
        let key = key(date, locale: locale)
        if let known = formatted.withLock({ $0[key] }) { return known }
        let text = formatters.withLock { cache in
            let formatter: DateFormatter
            if let existing = cache[locale] {
                formatter = existing
            } else {
                formatter = DateFormatter()
                formatter.locale = Locale(identifier: locale)
                formatter.timeZone = utc
                formatter.dateStyle = .long
                formatter.timeStyle = .none
                cache[locale] = formatter
            }
            return formatter.string(from: date.foundationDate)
        }
        formatted.withLock { $0[key] = text }
        return text
    }

    /// How ``known`` and ``remember(_:)`` name a date in a locale: `hr 2026-09-11`.
    package static func key(_ date: YAMLDate, locale: String) -> String { locale + " " + date.description }

    /// What this process formatted, and what ``remember(_:)`` handed it, keyed by ``key(_:locale:)``.
    package static var known: [String: String] { formatted.withLock { $0 } }

    /// Takes dates formatted earlier (by the same formatter data: a build keeps them with the
    /// galley executable's identity and hands them back only to that executable), so a build
    /// that formats only known dates never builds a formatter: making one and its first
    /// string were about 2 ms of a one-article build.
    package static func remember(_ table: [String: String]) {
        formatted.withLock { $0.merge(table) { current, _ in current } }
    }

    private static let formatted = Mutex<[String: String]>([:])

    /// Formatters by locale. `DateFormatter` is not `Sendable`, so each is used under the lock.
    private static let formatters = Mutex<[String: DateFormatter]>([:])

    private static var utc: TimeZone { TimeZone(identifier: "UTC")! }
}
