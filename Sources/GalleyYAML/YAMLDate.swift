import Foundation

/// A calendar date with no time or zone, as written in front matter: `date: 2026-09-11`.
///
/// Keeping the three numbers (rather than a `Date`) means the value is exact and `Sendable`;
/// `foundationDate` gives the `Date` at midnight UTC when one is needed for formatting.
package struct YAMLDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year, 1 through 9999.
    package var year: Int
    /// The month, 1 through 12.
    package var month: Int
    /// The day of the month, 1 through 28…31.
    package var day: Int

    /// A date from its parts, or `nil` if the day does not exist (`2026-02-30`).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysInMonth(month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    package init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// Midnight UTC at the start of this date.
    package var foundationDate: Date {
        Date(timeIntervalSince1970: TimeInterval(daysSince1970) * 86_400)
    }

    /// `YYYY-MM-DD`, the form `<time datetime>` expects.
    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package static func < (lhs: YAMLDate, rhs: YAMLDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    private var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
