import Foundation

/// Picks the edition for a request of `/` from its `Accept-Language` header.
///
/// Ranges are ordered by their `q` values (ties keep the header's order, `q=0` means "not
/// this one"); a range matches a locale by its primary subtag (`hr-HR` picks `hr`), and `*`
/// picks the default. Anything unparsable falls back to the default locale.
package struct PreviewLanguageNegotiation: Sendable {
    /// The site's locale codes, e.g. `["en", "hr"]`.
    package var locales: [String]
    /// The locale used when nothing in the header matches.
    package var defaultLocale: String

    package init(locales: [String], defaultLocale: String) {
        self.locales = locales
        self.defaultLocale = defaultLocale
    }

    /// The locale to redirect to for `header` (the raw `Accept-Language` value, if any).
    package func locale(for header: String?) -> String {
        guard let header else { return defaultLocale }
        var ranges: [(tag: String, quality: Double, position: Int)] = []
        for (position, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            if quality > 0 { ranges.append((tag, quality, position)) }
        }
        ranges.sort { ($0.quality, -$0.position) > ($1.quality, -$1.position) }
        for range in ranges {
            if range.tag == "*" { return defaultLocale }
            let primary = range.tag.split(separator: "-").first.map(String.init) ?? range.tag
            if let match = locales.first(where: {
                $0.lowercased() == range.tag || $0.lowercased() == primary
            }) {
                return match
            }
        }
        return defaultLocale
    }
}
