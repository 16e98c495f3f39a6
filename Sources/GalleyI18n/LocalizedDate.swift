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
        formatters.withLock { cache in
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
    }

    /// Formatters by locale. `DateFormatter` is not `Sendable`, so each is used under the lock.
    private static let formatters = Mutex<[String: DateFormatter]>([:])

    private static var utc: TimeZone { TimeZone(identifier: "UTC")! }
}
