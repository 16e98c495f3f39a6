import Foundation
import Synchronization

/// Dates as readers of each language expect them, and in ISO form for `<time datetime>`.
///
/// ```swift
/// LocalizedDate.format(date, locale: "hr")  // "11. rujna 2026."
/// LocalizedDate.format(date, locale: "en")  // "September 11, 2026"
/// LocalizedDate.iso(date)                   // "2026-09-11"
/// ```
package enum LocalizedDate {
    /// The long date style of `locale`, in UTC so a front-matter date never shifts by a day.
    package static func format(_ date: Date, locale: String) -> String {
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
            return formatter.string(from: date)
        }
    }

    /// `yyyy-MM-dd` in UTC, for `<time datetime>`, feeds and sitemaps.
    ///
    /// Computed from the day count (the proleptic Gregorian calendar, as ISO 8601 uses), which
    /// is exact and avoids building an ICU formatter for every page.
    package static func iso(_ date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Formatters by locale. `DateFormatter` is not `Sendable`, so each is used under the lock.
    private static let formatters = Mutex<[String: DateFormatter]>([:])

    private static var utc: TimeZone { TimeZone(identifier: "UTC")! }
}
