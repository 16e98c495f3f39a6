import GalleyCore
import GalleyYAML

/// The strings of one locale file, flattened to dotted keys, each with where it is written.
struct LocaleStrings: Sendable {
    struct Entry: Sendable {
        var value: UIString
        var location: SourceLocation
    }

    let locale: String
    let path: String
    private(set) var entries: [String: Entry] = [:]
    /// Keys (and groups) that were present but malformed, or `""` when the whole file was, so
    /// cross-locale checks do not report them a second time as missing.
    private(set) var malformed: Set<String> = []

    /// Whether `key` lies in a part of the file that could not be read.
    func isMalformed(_ key: String) -> Bool {
        malformed.contains("") || malformed.contains { key == $0 || key.hasPrefix($0 + ".") }
    }

    /// Reads a locale file's YAML. Structural problems go to `diagnostics`; the entries that are
    /// well formed are kept, so every problem in the file is reported in one pass.
    init(locale: String, path: String, yaml: String, diagnostics: inout Diagnostics) {
        self.locale = locale
        self.path = path
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(yaml, file: path)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            malformed = [""]
            return
        }
        guard let root, let mapping = root.mapping else {
            diagnostics.append(
                .error(
                    "i18n.type", at: root?.location ?? SourceLocation(file: path, line: 1, column: 1),
                    "a strings file must be a mapping of keys to text"))
            malformed = [""]
            return
        }
        add(mapping, prefix: "", diagnostics: &diagnostics)
    }

    /// Takes every key of `fallback` that this file lacks, so a theme's folder copied before the
    /// theme gained a string keeps working: its own strings win, the new ones come from the theme.
    /// A key this file has in a malformed group is not filled (its error stands).
    mutating func fill(from fallback: LocaleStrings) {
        for (key, entry) in fallback.entries where entries[key] == nil && !isMalformed(key) {
            // A key this file holds as a group, or a group holding it as a key, is the file's choice.
            let clashes = entries.keys.contains { $0.hasPrefix(key + ".") || key.hasPrefix($0 + ".") }
            if !clashes { entries[key] = entry }
        }
    }

    private mutating func add(_ mapping: YAMLMapping, prefix: String, diagnostics: inout Diagnostics) {
        for entry in mapping.entries {
            let key = prefix + entry.key
            let node = entry.value
            if let text = node.string {
                store(key, .text(text), at: node.location, diagnostics: &diagnostics)
            } else if let nested = node.mapping, let forms = Self.pluralForms(nested) {
                store(key, .plural(forms), at: node.location, diagnostics: &diagnostics)
            } else if let nested = node.mapping {
                add(nested, prefix: key + ".", diagnostics: &diagnostics)
            } else {
                malformed.insert(key)
                diagnostics.append(
                    .error(
                        "i18n.type", at: node.location,
                        "'\(key)' must be text, a map of plural forms, or a group of keys, not \(node.kindDescription)"
                    ))
            }
        }
    }

    private mutating func store(
        _ key: String, _ value: UIString, at location: SourceLocation, diagnostics: inout Diagnostics
    ) {
        if let earlier = entries[key] {
            diagnostics.append(
                .error(
                    "i18n.duplicate-key", at: location, "'\(key)' is defined twice",
                    notes: [.init(location: earlier.location, message: "first defined here")]))
            return
        }
        entries[key] = Entry(value: value, location: location)
    }

    /// The forms of a mapping whose keys are all plural category names and whose values are text.
    private static func pluralForms(_ mapping: YAMLMapping) -> [PluralCategory: String]? {
        var forms: [PluralCategory: String] = [:]
        for entry in mapping.entries {
            guard let category = PluralCategory(rawValue: entry.key), let text = entry.value.string else {
                return nil
            }
            forms[category] = text
        }
        return forms.isEmpty ? nil : forms
    }
}
