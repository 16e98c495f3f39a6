internal import CICU

/// CLDR plural rules for whole numbers, from ICU (`uplrules_select`), so every CLDR locale
/// gets its own categories: Croatian's one/few/other, Arabic's six, Welsh, Irish, Slovenian's
/// `two`.
///
/// Only integer operands are asked for (counts of lines, types, results). A language ICU has no
/// data for falls back to English's one/other split; `UIStrings` warns when that happens.
///
/// ```swift
/// PluralRules.category(for: 22, locale: "hr")  // .few  → "22 retka"
/// PluralRules.category(for: 12, locale: "hr")  // .other → "12 redaka"
/// ```
package enum PluralRules {
    /// The category of `n` in `locale` (`hr`, `hr-HR` and `hr_HR` all mean Croatian).
    package static func category(for n: Int, locale: String) -> PluralCategory {
        guard hasRule(for: locale) else { return n.magnitude == 1 ? .one : .other }
        return ICUPluralRules(locale: icuLocale(locale))?.category(for: Double(n.magnitude)) ?? .other
    }

    /// The categories a translation must provide: those some whole number reaches, plus `other`.
    ///
    /// ICU also lists categories only fractions reach (Czech's `many`); a count is never a
    /// fraction, so those are left out, found by asking for every number up to 1100 and each
    /// power of ten (with its multiples) up to a billion. The search stops once every category
    /// the rules name is reached (English's two at 0 and 1), since no later number can add one.
    package static func requiredCategories(for locale: String) -> [PluralCategory] {
        guard hasRule(for: locale), let rules = ICUPluralRules(locale: icuLocale(locale)) else {
            return [.one, .other]
        }
        var reached: Set<PluralCategory> = [.other]
        let named = rules.keywordCount
        for n in integerSamples {
            reached.insert(rules.category(for: Double(n)))
            if reached.count == named { break }
        }
        return reached.sorted()
    }

    /// Whether ICU has data for `locale`'s language, rather than the English fallback.
    package static func hasRule(for locale: String) -> Bool {
        ICUPluralRules.languages.contains(language(of: locale))
    }

    /// The lowercase language code of a locale identifier: `hr-HR` → `hr`.
    package static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// `hr-HR` → `hr_HR`, the form ICU's C API takes.
    static func icuLocale(_ locale: String) -> String {
        String(locale.map { $0 == "-" ? "_" : $0 })
    }

    static let integerSamples: [Int] = {
        var samples = Array(0...1100)
        var power = 1000
        while power <= 1_000_000_000 {
            samples += (1...20).map { $0 * power }
            samples += [power + 1, power + 2, power + 3]
            power *= 10
        }
        return samples
    }()
}
