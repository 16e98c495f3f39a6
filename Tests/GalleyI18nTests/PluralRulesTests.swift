import Testing

@testable import GalleyI18n

@Suite struct PluralRulesTests {
    /// Croatian written a second way, from the decimal spelling of the number rather than from
    /// arithmetic, so a slip in either formulation shows up as a disagreement.
    private static func croatianBySpelling(_ n: Int) -> PluralCategory {
        let digits = String(n)
        let last = digits.suffix(1)
        let lastTwo = digits.count >= 2 ? String(digits.suffix(2)) : "0" + digits
        if last == "1" && lastTwo != "11" { return .one }
        if ["2", "3", "4"].contains(last) && !["12", "13", "14"].contains(lastTwo) { return .few }
        return .other
    }

    /// The first thirty Croatian categories, written out by hand from the grammar.
    private static let croatianTable: [PluralCategory] = [
        .other, .one, .few, .few, .few, .other, .other, .other, .other, .other,  // 0–9
        .other, .other, .other, .other, .other, .other, .other, .other, .other, .other,  // 10–19
        .other, .one, .few, .few, .few, .other, .other, .other, .other, .other,  // 20–29
    ]

    @Test(arguments: 0...130)
    func croatian(n: Int) {
        #expect(PluralRules.category(for: n, locale: "hr") == Self.croatianBySpelling(n))
        if n < Self.croatianTable.count {
            #expect(PluralRules.category(for: n, locale: "hr") == Self.croatianTable[n])
        }
    }

    @Test(arguments: 0...130)
    func english(n: Int) {
        #expect(PluralRules.category(for: n, locale: "en") == (n == 1 ? .one : .other))
    }

    @Test(arguments: [
        (1, "1 redak"), (2, "2 retka"), (5, "5 redaka"), (21, "21 redak"), (12, "12 redaka"),
        (111, "111 redaka"), (122, "122 retka"), (0, "0 redaka"), (1001, "1001 redak"),
    ])
    func croatianLines(count: Int, expected: String) {
        let forms: [PluralCategory: String] = [.one: "redak", .few: "retka", .other: "redaka"]
        #expect("\(count) \(forms[PluralRules.category(for: count, locale: "hr")]!)" == expected)
    }

    @Test(arguments: ["hr", "hr-HR", "hr_HR", "HR"])
    func regionAndCaseDoNotMatter(locale: String) {
        #expect(PluralRules.category(for: 23, locale: locale) == .few)
        #expect(PluralRules.hasRule(for: locale))
    }

    @Test func negativeNumbersUseTheirMagnitude() {
        #expect(PluralRules.category(for: -22, locale: "hr") == .few)
        #expect(PluralRules.category(for: -1, locale: "en") == .one)
    }

    @Test func otherLanguages() {
        #expect(PluralRules.category(for: 25, locale: "ru") == .many)
        #expect(PluralRules.category(for: 22, locale: "pl") == .few)
        #expect(PluralRules.category(for: 21, locale: "pl") == .many)
        #expect(PluralRules.category(for: 102, locale: "sl") == .two)
        #expect(PluralRules.category(for: 0, locale: "fr") == .one)
        #expect(PluralRules.category(for: 2_000_000, locale: "fr") == .many)
        #expect(PluralRules.category(for: 1, locale: "ja") == .other)
    }

    @Test func requiredCategories() {
        #expect(PluralRules.requiredCategories(for: "en") == [.one, .other])
        #expect(PluralRules.requiredCategories(for: "hr") == [.one, .few, .other])
        #expect(!PluralRules.hasRule(for: "xx"))
        #expect(PluralRules.requiredCategories(for: "xx") == [.one, .other])
    }

    // MARK: - Locales with unusual categories (from ICU), checked against CLDR's rules written out by hand

    /// Arabic: all six categories.
    @Test(arguments: [
        (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
        (100, .other), (101, .other), (102, .other), (103, .few), (111, .many), (1000, .other),
    ])
    func arabic(n: Int, expected: PluralCategory) {
        #expect(PluralRules.category(for: n, locale: "ar") == expected)
    }

    /// Welsh: zero, one, two, few (3), many (6), other.
    @Test(arguments: [
        (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (4, .other), (5, .other), (6, .many),
        (7, .other), (13, .other), (100, .other),
    ])
    func welsh(n: Int, expected: PluralCategory) {
        #expect(PluralRules.category(for: n, locale: "cy") == expected)
    }

    /// Irish: one, two, few (3–6), many (7–10), other.
    @Test(arguments: [
        (0, PluralCategory.other), (1, .one), (2, .two), (3, .few), (6, .few), (7, .many), (10, .many),
        (11, .other), (21, .other), (102, .other),
    ])
    func irish(n: Int, expected: PluralCategory) {
        #expect(PluralRules.category(for: n, locale: "ga") == expected)
    }

    /// Slovenian: `two` for every number ending in 02 (2, 102, 202), few for 03/04.
    @Test(arguments: [
        (1, PluralCategory.one), (101, .one), (2, .two), (102, .two), (202, .two), (3, .few), (104, .few),
        (5, .other), (12, .other), (112, .other),
    ])
    func slovenian(n: Int, expected: PluralCategory) {
        #expect(PluralRules.category(for: n, locale: "sl") == expected)
    }

    @Test func requiredCategoriesOfUnusualLocales() {
        #expect(PluralRules.requiredCategories(for: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.requiredCategories(for: "cy") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.requiredCategories(for: "ga") == [.one, .two, .few, .many, .other])
        #expect(PluralRules.requiredCategories(for: "sl") == [.one, .two, .few, .other])
        // Czech's `many` is only for fractions, which a count never is.
        #expect(PluralRules.requiredCategories(for: "cs") == [.one, .few, .other])
        #expect(PluralRules.hasRule(for: "ar") && PluralRules.hasRule(for: "cy") && PluralRules.hasRule(for: "ga"))
    }

    /// The search for the categories whole numbers reach stops once it has every category the
    /// rules name; Czech names one (`many`) that no whole number reaches, so it searches on.
    @Test func theRulesSayHowManyCategoriesTheyName() {
        #expect(ICUPluralRules(locale: "en")?.keywordCount == 2)
        #expect(ICUPluralRules(locale: "hr")?.keywordCount == 3)
        #expect(ICUPluralRules(locale: "ar")?.keywordCount == 6)
        #expect(ICUPluralRules(locale: "cs")?.keywordCount == 4)
    }
}
