import Foundation

/// Dates as readers of each language expect them, and in ISO form for `<time datetime>`.
///
/// ```swift
/// LocalizedDate.format(date, locale: "hr")  // "11. rujna 2026."
/// LocalizedDate.format(date, locale: "en")  // "September 11, 2026"
/// LocalizedDate.iso(date)                   // "2026-09-11"
/// ```
public enum LocalizedDate {
  /// The long date style of `locale`, in UTC so a front-matter date never shifts by a day.
  public static func format(_ date: Date, locale: String) -> String {
    // A formatter per call: `DateFormatter` is not `Sendable`, and sites format few dates.
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = utc
    formatter.dateStyle = .long
    formatter.timeStyle = .none
    return formatter.string(from: date)
  }

  /// `YYYY-MM-DD` in UTC, the date form HTML's `<time datetime>` accepts.
  public static func iso(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = utc
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }

  private static var utc: TimeZone { TimeZone(identifier: "UTC")! }
}
