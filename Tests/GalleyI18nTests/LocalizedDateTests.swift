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
