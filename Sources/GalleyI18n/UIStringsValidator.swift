import GalleyCore

/// Checks that locale files agree: the same keys everywhere, the same kind of string per key,
/// the same placeholders, and every plural form each language needs.
struct UIStringsValidator {
    let defaultStrings: LocaleStrings
    let others: [LocaleStrings]

    func validate(into diagnostics: inout Diagnostics) {
        for table in [defaultStrings] + others { checkPluralForms(table, into: &diagnostics) }
        for other in others { compare(other, into: &diagnostics) }
    }

    private func checkPluralForms(_ table: LocaleStrings, into diagnostics: inout Diagnostics) {
        let required = PluralRules.requiredCategories(for: table.locale)
        for (key, entry) in table.entries.sorted(by: { $0.key < $1.key }) {
            guard case .plural(let forms) = entry.value else { continue }
            let missing = required.filter { forms[$0] == nil }
            if !missing.isEmpty {
                diagnostics.append(
                    .error(
                        "i18n.missing-plural-form", at: entry.location,
                        "'\(key)' lacks the plural \(missing.count == 1 ? "form" : "forms") "
                            + missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                            + " that '\(table.locale)' needs (it needs "
                            + required.map(\.rawValue).joined(separator: ", ") + ")"))
            }
            let unused = forms.keys.filter { !required.contains($0) }.sorted()
            if !unused.isEmpty {
                diagnostics.append(
                    .warning(
                        "i18n.unused-plural-form", at: entry.location,
                        "'\(key)' has plural forms '\(table.locale)' never uses: "
                            + unused.map(\.rawValue).joined(separator: ", ")))
            }
        }
    }

    private func compare(_ other: LocaleStrings, into diagnostics: inout Diagnostics) {
        let defaults = defaultStrings.entries
        for key in defaults.keys.sorted() where other.entries[key] == nil && !other.isMalformed(key) {
            diagnostics.append(missingKey(key, in: other, definedIn: defaultStrings))
        }
        for key in other.entries.keys.sorted() {
            guard let mine = other.entries[key] else { continue }
            guard let reference = defaults[key] else {
                if !defaultStrings.isMalformed(key) {
                    diagnostics.append(missingKey(key, in: defaultStrings, definedIn: other))
                }
                continue
            }
            switch (reference.value, mine.value) {
            case (.text, .plural), (.plural, .text):
                diagnostics.append(
                    .error(
                        "i18n.kind-mismatch", at: mine.location,
                        "'\(key)' is \(kind(mine.value)) here but \(kind(reference.value)) in \(defaultStrings.path)",
                        notes: [.init(location: reference.location, message: "defined here")]))
            default:
                checkPlaceholders(key, reference, mine, into: &diagnostics)
            }
        }
    }

    private func checkPlaceholders(
        _ key: String, _ reference: LocaleStrings.Entry, _ mine: LocaleStrings.Entry,
        into diagnostics: inout Diagnostics
    ) {
        // A plural form may spell out its number ("jedan redak"), so `{count}` is optional there.
        let isPlural = if case .plural = mine.value { true } else { false }
        let expected = reference.value.placeholders.filter { !isPlural || $0 != "count" }
        let actual = mine.value.placeholders.filter { !isPlural || $0 != "count" }
        guard expected != actual else { return }
        let list = { (names: [String]) in
            names.isEmpty ? "none" : names.map { "{\($0)}" }.joined(separator: ", ")
        }
        diagnostics.append(
            .error(
                "i18n.placeholder-mismatch", at: mine.location,
                "'\(key)' uses placeholders \(list(actual)) but \(defaultStrings.path) uses \(list(expected))",
                notes: [.init(location: reference.location, message: "defined here")]))
    }

    private func missingKey(_ key: String, in table: LocaleStrings, definedIn source: LocaleStrings)
        -> Diagnostic
    {
        .error(
            "i18n.missing-key", at: SourceLocation(file: table.path, line: 1, column: 1),
            "key '\(key)' is missing from \(table.path)",
            notes: [.init(location: source.entries[key]?.location, message: "'\(key)' is defined here")])
    }

    private func kind(_ value: UIString) -> String {
        if case .plural = value { "a plural" } else { "text" }
    }
}
