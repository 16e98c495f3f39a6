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
        let text = formatter(for: locale).string(from: date.foundationDate)
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

    /// The calling thread's formatter for `locale`. `DateFormatter` is not `Sendable`, so each
    /// thread makes and keeps its own: a build's worker threads format their pages' dates at
    /// once, and a formatter shared behind a lock kept one waiting while the other made it
    /// (making one loads the locale's data: milliseconds) and formatted with it.
    private static func formatter(for locale: String) -> DateFormatter {
        let key = "galley.LocalizedDate.formatters"
        let thread = Thread.current
        var cache = thread.threadDictionary[key] as? [String: DateFormatter] ?? [:]
        if let existing = cache[locale] { return existing }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = utc
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        cache[locale] = formatter
        thread.threadDictionary[key] = cache
        return formatter
    }

    private static var utc: TimeZone { TimeZone(identifier: "UTC")! }
}
