import Foundation
import GalleyCore
import GalleyI18n
import GalleyTemplates
import GalleyYAML

/// One locale's interface strings, with lookups that never fail at render time.
///
/// Every key used here exists in every locale because `UIStrings` validates the files when
/// they load; a key missing from the code's point of view is a programming error that
/// shows up as the key itself on the page, and is caught by the site tests.
struct Localizer: Sendable {
    let strings: UIStrings
    let locale: String

    func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        (try? strings.text(key, locale: locale, arguments: arguments)) ?? key
    }

    func plural(_ key: String, _ count: Int) -> String {
        (try? strings.plural(key, count: count, locale: locale)) ?? "\(count) \(key)"
    }

    /// The whole string tree, as the templates' `t` object.
    var templateValue: TemplateValue { Self.convert(strings.tree(locale: locale)) }

    /// `iso` (`2026-09-11`, for `<time datetime>`) straight from the author's date; `display` in
    /// the locale's long style.
    func date(_ date: YAMLDate?) -> TemplateValue {
        guard let date else { return .null }
        return ["iso": .string(date.description), "display": .string(LocalizedDate.format(date, locale: locale))]
    }

    private static func convert(_ tree: UIStringTree) -> TemplateValue {
        switch tree {
        case .text(let text): .string(text)
        case .plural(let forms):
            .object(Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, .string($0.value)) }))
        case .group(let children): .object(children.mapValues(convert))
        }
    }
}
