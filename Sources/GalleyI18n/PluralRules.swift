/// CLDR plural rules for whole numbers, for the languages Galley ships rules for.
///
/// Only integer operands are covered (counts of lines, types, results), which keeps each rule a
/// line of arithmetic. Languages without a rule here fall back to English's one/other split;
/// `UIStrings` warns when that happens.
///
/// ```swift
/// PluralRules.category(for: 22, locale: "hr")  // .few  → "22 retka"
/// PluralRules.category(for: 12, locale: "hr")  // .other → "12 redaka"
/// ```
public enum PluralRules {
    /// The category of `n` in `locale` (`hr`, `hr-HR` and `hr_HR` all mean Croatian).
    public static func category(for n: Int, locale: String) -> PluralCategory {
        rule(for: locale).category(n.magnitude)
    }

    /// The categories a translation must provide: those some whole number reaches, plus `other`.
    public static func requiredCategories(for locale: String) -> [PluralCategory] {
        rule(for: locale).required
    }

    /// Whether `locale` has its own rule rather than the English fallback.
    public static func hasRule(for locale: String) -> Bool {
        Rule.byLanguage[language(of: locale)] != nil
    }

    /// The lowercase language code of a locale identifier: `hr-HR` → `hr`.
    public static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    private static func rule(for locale: String) -> Rule {
        Rule.byLanguage[language(of: locale)] ?? .oneOther
    }

    /// The shapes of rule the supported languages share.
    private enum Rule {
        case oneOther, otherOnly, french, bosnianCroatianSerbian, eastSlavic, polish, czechSlovak,
            slovenian

        static let byLanguage: [String: Rule] = {
            var table: [String: Rule] = [:]
            for code in ["en", "de", "nl", "sv", "da", "nb", "nn", "fi", "et", "el", "hu", "tr", "bg"] {
                table[code] = .oneOther
            }
            for code in ["ja", "zh", "ko", "vi", "th", "id", "ms"] { table[code] = .otherOnly }
            for code in ["hr", "bs", "sr"] { table[code] = .bosnianCroatianSerbian }
            for code in ["ru", "uk", "be"] { table[code] = .eastSlavic }
            for code in ["cs", "sk"] { table[code] = .czechSlovak }
            table["pl"] = .polish
            table["sl"] = .slovenian
            table["fr"] = .french
            return table
        }()

        func category(_ n: UInt) -> PluralCategory {
            let mod10 = n % 10
            let mod100 = n % 100
            let fewEnding = (2...4).contains(mod10) && !(12...14).contains(mod100)
            switch self {
            case .oneOther: return n == 1 ? .one : .other
            case .otherOnly: return .other
            case .french:
                if n <= 1 { return .one }
                return n % 1_000_000 == 0 ? .many : .other
            case .bosnianCroatianSerbian:
                if mod10 == 1 && mod100 != 11 { return .one }
                return fewEnding ? .few : .other
            case .eastSlavic:
                if mod10 == 1 && mod100 != 11 { return .one }
                return fewEnding ? .few : .many
            case .polish:
                if n == 1 { return .one }
                return fewEnding ? .few : .many
            case .czechSlovak:
                if n == 1 { return .one }
                return (2...4).contains(n) ? .few : .other
            case .slovenian:
                switch mod100 {
                case 1: return .one
                case 2: return .two
                case 3, 4: return .few
                default: return .other
                }
            }
        }

        var required: [PluralCategory] {
            switch self {
            case .oneOther: [.one, .other]
            case .otherOnly: [.other]
            case .french: [.one, .many, .other]
            case .bosnianCroatianSerbian, .czechSlovak: [.one, .few, .other]
            case .eastSlavic, .polish: [.one, .few, .many, .other]
            case .slovenian: [.one, .two, .few, .other]
            }
        }
    }
}
