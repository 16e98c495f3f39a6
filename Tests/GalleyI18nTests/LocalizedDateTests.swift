import Foundation
import Testing

@testable import GalleyI18n

@Suite struct LocalizedDateTests {
    /// 2026-09-11 at midnight UTC.
    private let date = Date(timeIntervalSince1970: 1_789_084_800)

    @Test(arguments: [
        ("hr", "11. rujna 2026."), ("en", "September 11, 2026"), ("hr-HR", "11. rujna 2026."),
    ])
    func longDates(locale: String, expected: String) {
        #expect(LocalizedDate.format(date, locale: locale) == expected)
    }

    @Test func lateInTheDayStaysOnTheSameUTCDate() {
        let evening = date.addingTimeInterval(23 * 3600 + 59 * 60)
        #expect(LocalizedDate.format(evening, locale: "en") == "September 11, 2026")
        #expect(LocalizedDate.iso(evening) == "2026-09-11")
    }

    @Test func isoForm() {
        #expect(LocalizedDate.iso(date) == "2026-09-11")
        #expect(LocalizedDate.iso(Date(timeIntervalSince1970: 0)) == "1970-01-01")
    }
}

@Suite struct ISODateTests {
    /// The arithmetic ISO form agrees with Foundation's formatter across centuries and leap days.
    @Test(arguments: [-2_000_000_000.0, -86_400, 0, 951_782_400, 951_868_800, 1_789_084_800, 4_107_542_399])
    func matchesFoundation(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        #expect(LocalizedDate.iso(date) == formatter.string(from: date))
    }

    @Test func everyDayOfTwoYearsMatches() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        for day in 0..<731 {
            let date = Date(timeIntervalSince1970: 1_704_067_200 + Double(day) * 86_400 + 43_200)
            #expect(LocalizedDate.iso(date) == formatter.string(from: date))
        }
    }
}
