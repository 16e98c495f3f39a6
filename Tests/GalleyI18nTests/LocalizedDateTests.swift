import Foundation
import GalleyYAML
import Synchronization
import Testing

@testable import GalleyI18n

@Suite struct LocalizedDateTests {
    private let date = YAMLDate(year: 2026, month: 9, day: 11)!

    @Test(arguments: [
        ("hr", "11. rujna 2026."), ("en", "September 11, 2026"), ("hr-HR", "11. rujna 2026."),
    ])
    func longDates(locale: String, expected: String) {
        #expect(LocalizedDate.format(date, locale: locale) == expected)
    }

    @Test func leapDayAndYearEnds() {
        #expect(LocalizedDate.format(YAMLDate(year: 2000, month: 2, day: 29)!, locale: "en") == "February 29, 2000")
        #expect(LocalizedDate.format(YAMLDate(year: 2025, month: 12, day: 31)!, locale: "hr") == "31. prosinca 2025.")
        #expect(LocalizedDate.format(YAMLDate(year: 2026, month: 1, day: 1)!, locale: "en") == "January 1, 2026")
    }

    /// Threads format with formatters of their own: dates formatted on eight threads at once
    /// are those Foundation formats for each on its own.
    @Test func datesFormattedOnManyThreadsAtOnce() {
        let dates = (1...28).map { YAMLDate(year: 1990 + $0, month: 1 + $0 % 12, day: $0)! }
        func formatted(_ locale: String) -> [String] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .long
            return dates.map { formatter.string(from: $0.foundationDate) }
        }
        let expected = ["en": formatted("en"), "hr": formatted("hr")]
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let locale = thread.isMultiple(of: 2) ? "en" : "hr"
            for (index, date) in dates.enumerated()
            where LocalizedDate.format(date, locale: locale) != expected[locale]?[index] {
                mismatches.withLock { $0 += 1 }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}

@Suite struct ISODateTests {
    private static func foundationISO(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    /// The author's date printed as written is the day Foundation sees at its midnight (the
    /// instant the display form is formatted from), across centuries and leap days, so the
    /// `<time datetime>`, feed and sitemap dates and the displayed date never disagree.
    @Test(arguments: ["1906-08-15", "1969-12-31", "1970-01-01", "2000-02-29", "2000-03-01", "2026-09-11", "2100-02-28"])
    func writtenFormIsFoundationsDay(text: String) throws {
        let date = try #require(YAMLDate(parsing: text))
        #expect(date.description == text)
        #expect(Self.foundationISO(date.foundationDate) == text)
    }

    @Test func everyDayOfTwoYearsMatches() throws {
        for day in 0..<731 {
            let instant = Date(timeIntervalSince1970: 1_704_067_200 + Double(day) * 86_400)
            let text = Self.foundationISO(instant)
            let date = try #require(YAMLDate(parsing: text))
            #expect(date.foundationDate == instant)
            #expect(date.description == text)
        }
    }
}
