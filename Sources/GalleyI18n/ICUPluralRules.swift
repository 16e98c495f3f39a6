internal import CICU

/// One locale's plural rules, opened from ICU and closed when released.
///
/// Opened per use: the rules are small and a build asks for a few hundred categories, so no
/// shared (and non-Sendable) ICU handle has to outlive a call.
final class ICUPluralRules {
    private let rules: UnsafeMutableRawPointer

    /// `nil` when ICU cannot open rules for `locale`.
    init?(locale: String) {
        guard let rules = galley_icu_plurals_open(locale) else { return nil }
        self.rules = rules
    }

    deinit { galley_icu_plurals_close(rules) }

    /// The category ICU selects for `number`; `other` when it names one Galley does not know.
    func category(for number: Double) -> PluralCategory {
        var buffer = [CChar](repeating: 0, count: 32)
        guard galley_icu_plurals_select(rules, number, &buffer, Int32(buffer.count)) > 0 else { return .other }
        let keyword = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return PluralCategory(rawValue: keyword) ?? .other
    }

    /// How many categories the rules name, `other` included; `nil` when ICU cannot say.
    var keywordCount: Int? {
        let count = galley_icu_plurals_keyword_count(rules)
        return count > 0 ? Int(count) : nil
    }

    /// The languages ICU has locale data for (`hr`, `ar`, `cy`, …), read once.
    static let languages: Set<String> = {
        var languages: Set<String> = []
        for index in 0..<galley_icu_locale_count() {
            guard let name = galley_icu_locale_at(index) else { continue }
            languages.insert(PluralRules.language(of: String(cString: name)))
        }
        return languages
    }()
}
