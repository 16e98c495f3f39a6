import GalleyCore

extension UIStrings {
    /// The text of `key` in `locale` with its `{name}` placeholders filled from `arguments`.
    ///
    /// - Throws: `i18n.unknown-locale`, `i18n.unknown-key` (with a near-miss suggestion),
    ///   `i18n.wrong-kind` for a plural key, or `i18n.missing-argument`.
    package func text(_ key: String, locale: String, arguments: [String: String] = [:])
        throws(DiagnosticError)
        -> String
    {
        guard case .text(let text) = try entry(key, locale: locale).value else {
            throw DiagnosticError(
                .error(
                    "i18n.wrong-kind", at: nil,
                    "'\(key)' has plural forms; use plural(_:count:locale:) to choose one"))
        }
        return try fill(text, key: key, arguments: arguments)
    }

    /// The form of `key` that `count` takes in `locale`, with `{count}` and `arguments` filled.
    ///
    /// - Throws: as `text(_:locale:arguments:)`, and `i18n.wrong-kind` for a text key.
    package func plural(
        _ key: String, count: Int, locale: String, arguments: [String: String] = [:]
    ) throws(DiagnosticError) -> String {
        guard case .plural(let forms) = try entry(key, locale: locale).value else {
            throw DiagnosticError(
                .error(
                    "i18n.wrong-kind", at: nil, "'\(key)' is plain text, not a plural; use text(_:locale:)"))
        }
        let category = PluralRules.category(for: count, locale: locale)
        // Validation guarantees the required forms, and `other` is always required.
        let form = forms[category] ?? forms[.other] ?? ""
        return try fill(
            form, key: key, arguments: arguments.merging(["count": String(count)]) { given, _ in given })
    }

    /// The raw string for `key` in `locale`.
    package func string(_ key: String, locale: String) -> UIString? {
        try? entry(key, locale: locale).value
    }

    /// Every key of `locale`, sorted.
    package func keys(locale: String) -> [String] {
        tables[locale]?.entries.keys.sorted() ?? []
    }

    /// All strings of `locale` as a nested tree, for the site to hand to templates.
    package func tree(locale: String) -> UIStringTree {
        UIStringTree(flat: tables[locale]?.entries.mapValues(\.value) ?? [:])
    }

    /// All strings of `locale` by dotted key; plural forms appear as `key.one`, `key.other`, ….
    package func flattened(locale: String) -> [String: String] {
        var flat: [String: String] = [:]
        for (key, entry) in tables[locale]?.entries ?? [:] {
            switch entry.value {
            case .text(let text): flat[key] = text
            case .plural(let forms):
                for (category, text) in forms { flat["\(key).\(category.rawValue)"] = text }
            }
        }
        return flat
    }

    private func entry(_ key: String, locale: String) throws(DiagnosticError) -> LocaleStrings.Entry {
        guard let table = tables[locale] else {
            throw DiagnosticError(
                .error(
                    "i18n.unknown-locale", at: nil,
                    "no strings loaded for locale '\(locale)'" + NearMiss.didYouMean(locale, among: locales)))
        }
        guard let entry = table.entries[key] else {
            throw DiagnosticError(
                .error(
                    "i18n.unknown-key", at: nil,
                    "no UI string '\(key)' in \(table.path)"
                        + NearMiss.didYouMean(key, among: table.entries.keys)))
        }
        return entry
    }

    private func fill(_ text: String, key: String, arguments: [String: String])
        throws(DiagnosticError) -> String
    {
        let (filled, missing) = UIString.fill(text, with: arguments)
        guard missing.isEmpty else {
            throw DiagnosticError(
                .error(
                    "i18n.missing-argument", at: nil,
                    "'\(key)' needs " + missing.map { "{\($0)}" }.joined(separator: ", ")
                        + " but no value was given"))
        }
        return filled
    }
}
