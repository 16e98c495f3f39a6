import GalleyCore

extension UIStrings {
    /// The error for a locale that has no strings file: which file to create, and every key it
    /// needs (those of the default locale's file), with the plural forms the language takes.
    static func missingFile(
        locale: String, shown: String, reference: File?, diagnostics: inout Diagnostics
    ) -> Diagnostic {
        let location = SourceLocation(file: shown, line: 1, column: 1)
        guard let reference else {
            return .error(
                "i18n.missing-file", at: location, "no strings file for locale '\(locale)'; expected \(shown)")
        }
        var ignored = Diagnostics()
        let table = LocaleStrings(
            locale: reference.locale, path: reference.path, yaml: reference.yaml, diagnostics: &ignored)
        let keys = table.entries.keys.sorted()
        let plurals = keys.filter { if case .plural = table.entries[$0]?.value { true } else { false } }
        let forms = PluralRules.requiredCategories(for: locale).map(\.rawValue).joined(separator: ", ")
        var notes: [Diagnostic.Note] = [
            .init(message: "missing interface strings (\(keys.count)): " + keys.joined(separator: ", ")),
            .init(
                message:
                    "copy \(reference.path) to \(shown) and translate every value, keeping each {placeholder}"),
        ]
        if !plurals.isEmpty {
            notes.append(
                .init(
                    message:
                        "plural strings (\(plurals.joined(separator: ", "))) need the forms '\(locale)' uses: \(forms)"
                ))
        }
        return .error(
            "i18n.missing-file", at: location,
            "locale '\(locale)' has no interface strings; create \(shown) with the \(keys.count) strings of \(reference.path)",
            notes: notes)
    }
}
