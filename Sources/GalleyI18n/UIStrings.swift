import Foundation
import GalleyCore

/// The user-interface strings of every locale, loaded from `Templates/i18n/<locale>.yml` and
/// checked against each other.
///
/// Files nest keys in groups (`nav:`, `snippet:`), which flatten to dotted keys (`nav.next`). A
/// value is text or a map of plural forms:
///
/// ```yaml
/// compare:
///   lines: {one: "{count} redak", few: "{count} retka", other: "{count} redaka"}
/// ```
///
/// ```swift
/// let strings = try UIStrings.load(directory: i18nFolder, locales: ["en", "hr"],
///                                  defaultLocale: "en", displayPath: "Templates/i18n")
/// try strings.plural("compare.lines", count: 22, locale: "hr")  // "22 retka"
/// ```
package struct UIStrings: Sendable {
    /// The locale every other is checked against, and whose file is the reference.
    package let defaultLocale: String
    /// The loaded locales, default first.
    package let locales: [String]
    /// Problems that did not stop loading, such as a locale with no plural rule of its own.
    package let warnings: [Diagnostic]
    let tables: [String: LocaleStrings]

    /// The source of one locale's file.
    package struct File: Sendable {
        /// The locale code, such as `hr`.
        package var locale: String
        /// The path diagnostics name.
        package var path: String
        /// The YAML text.
        package var yaml: String
        /// The theme's file of the same locale, whose keys fill those this file lacks.
        package var fallback: (path: String, yaml: String)?

        /// Creates a file description.
        package init(locale: String, path: String, yaml: String, fallback: (path: String, yaml: String)? = nil) {
            self.locale = locale
            self.path = path
            self.yaml = yaml
            self.fallback = fallback
        }
    }

    /// Loads `<locale>.yml` from `directory` for each locale (the default locale is always loaded).
    ///
    /// - Parameters:
    ///   - displayPath: How diagnostics name the folder, such as `Templates/i18n`.
    ///   - fallback: A folder (and its display path) whose `<locale>.yml` is used for a locale
    ///     `directory` has no file for, and whose keys fill those a locale's file lacks: the
    ///     default theme's strings, which gain keys as galley gains features.
    /// - Throws: `i18n.missing-file`, YAML errors, and every validation error together.
    package static func load(
        directory: URL, locales: [String], defaultLocale: String, displayPath: String,
        fallback: (directory: URL, displayPath: String)? = nil
    ) throws(DiagnosticError) -> UIStrings {
        var files: [File] = []
        var diagnostics = Diagnostics()
        for locale in [defaultLocale] + locales.filter({ $0 != defaultLocale }) {
            var shown = "\(displayPath)/\(locale).yml"
            var url = directory.appendingPathComponent("\(locale).yml")
            var theme: (path: String, yaml: String)?
            if let fallback {
                let candidate = fallback.directory.appendingPathComponent("\(locale).yml")
                if !FileManager.default.fileExists(atPath: url.path) {
                    if FileManager.default.fileExists(atPath: candidate.path) {
                        url = candidate
                        shown = "\(fallback.displayPath)/\(locale).yml"
                    }
                } else if let yaml = try? String(contentsOf: candidate, encoding: .utf8) {
                    theme = ("\(fallback.displayPath)/\(locale).yml", yaml)
                }
            }
            guard let yaml = try? String(contentsOf: url, encoding: .utf8) else {
                diagnostics.append(
                    missingFile(
                        locale: locale, shown: shown, reference: files.first { $0.locale == defaultLocale },
                        diagnostics: &diagnostics))
                continue
            }
            files.append(File(locale: locale, path: shown, yaml: yaml, fallback: theme))
        }
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.all) }
        return try UIStrings(files: files, defaultLocale: defaultLocale)
    }

    /// Parses and validates files already in memory; `files` must include the default locale.
    package init(files: [File], defaultLocale: String) throws(DiagnosticError) {
        var diagnostics = Diagnostics()
        var tables: [String: LocaleStrings] = [:]
        for file in files {
            var table = LocaleStrings(locale: file.locale, path: file.path, yaml: file.yaml, diagnostics: &diagnostics)
            if let fallback = file.fallback {
                table.fill(
                    from: LocaleStrings(
                        locale: file.locale, path: fallback.path, yaml: fallback.yaml, diagnostics: &diagnostics))
            }
            tables[file.locale] = table
            if !PluralRules.hasRule(for: file.locale) {
                diagnostics.append(
                    .warning(
                        "i18n.no-plural-rules", at: SourceLocation(file: file.path, line: 1, column: 1),
                        "Galley has no plural rules for '\(file.locale)'; using English's one/other"))
            }
        }
        guard let reference = tables[defaultLocale] else {
            throw DiagnosticError(
                .error(
                    "i18n.missing-file", at: nil, "no strings file for the default locale '\(defaultLocale)'")
            )
        }
        let others = files.map(\.locale).filter { $0 != defaultLocale }.compactMap { tables[$0] }
        UIStringsValidator(defaultStrings: reference, others: others).validate(into: &diagnostics)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.all) }
        self.defaultLocale = defaultLocale
        self.locales = [defaultLocale] + others.map(\.locale)
        self.tables = tables
        warnings = diagnostics.warnings
    }
}
