import Foundation
import GalleyCore
import Testing

@testable import GalleyYAML

@Suite struct YAMLNodeReaderTests {
    private func value(_ yaml: String) throws -> YAMLNode {
        try #require(try YAMLParser.parse("v: \(yaml)\n", file: "t.yml")?.mapping?["v"])
    }

    @Test(arguments: [("12", 12), ("-7", -7), ("+3", 3), ("0x1F", 31), ("0o17", 15)])
    func plainIntegers(text: String, expected: Int) throws {
        #expect(try value(text).int == expected)
    }

    @Test(arguments: ["\"12\"", "'12'", "12.5", "1_000", "twelve", "0xZZ", "99999999999999999999"])
    func nonIntegers(text: String) throws {
        #expect(try value(text).int == nil)
    }

    @Test func quotedNumberStaysAString() throws {
        #expect(try value("\"12\"").string == "12")
        #expect(try value("12").string == "12")
    }

    @Test(arguments: [("true", true), ("False", false), ("TRUE", true)])
    func booleans(text: String, expected: Bool) throws {
        #expect(try value(text).bool == expected)
    }

    @Test(arguments: ["'true'", "yes", "on", "1"])
    func nonBooleans(text: String) throws {
        #expect(try value(text).bool == nil)
    }

    @Test(arguments: ["", "~", "null"])
    func nullsHaveNoString(text: String) throws {
        let node = try value(text)
        #expect(node.isNull)
        #expect(node.string == nil)
    }

    @Test func quotedNullIsAString() throws {
        #expect(try value("'null'").string == "null")
    }

    @Test func datesConvertToUTCMidnight() throws {
        let date = try #require(try value("2026-09-11").date)
        #expect(date.description == "2026-09-11")
        #expect(date.foundationDate == Date(timeIntervalSince1970: 1_789_084_800))
        #expect(
            try value("\"2000-02-29\"").date?.foundationDate == Date(timeIntervalSince1970: 951_782_400))
        #expect(YAMLDate(parsing: "1970-01-01")?.foundationDate == Date(timeIntervalSince1970: 0))
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-9-11", "11.09.2026", "2026-09-11T10:00:00Z", "1900-02-29",
    ])
    func invalidDates(text: String) throws {
        #expect(try value(text).date == nil)
    }

    @Test func stringArrays() throws {
        #expect(try value("[swift, 'ui', 3]").stringArray == ["swift", "ui", "3"])
        #expect(try value("[a, [b]]").stringArray == nil)
        #expect(try value("a").stringArray == nil)
    }
}
