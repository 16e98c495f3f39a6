import Foundation
import GalleyCore
import GalleySite
import GalleyYAML

/// A locale's terminology: for each source term, the one target term to use, the variants to
/// avoid, and a note for translators. Read from `Content/<locale>/glossary.yml`:
///
/// ```yaml
/// view:
///   term: pogled
///   avoid: [prikaz, prikaza, prikazi]
///   note: "Never 'prikaz' for a SwiftUI view."
/// container:
///   term: spremnik
///   avoid: ["kontejner*"]
/// ```
///
/// A variant is one or more words, matched whole and ignoring case; a `*` at its end matches any
/// ending (`kontejner*` finds `kontejnera`, `kontejnerima`). `galley translations` reports each
/// variant found in a page's prose (``GlossaryCheck``).
package struct Glossary: Sendable {
    package struct Term: Sendable {
        /// The source-language term, e.g. `view`.
        package var source: String
        /// The one target term, e.g. `pogled`.
        package var target: String
        /// Variants that must not appear in prose.
        package var avoid: [String] { variants.map(\.text) }
        /// The same variants, each split into its words.
        package var variants: [Variant]
        package var note: String?
        /// Where the term is defined, for notes on findings.
        package var location: SourceLocation

        package init(source: String, target: String, avoid: [String], note: String?, location: SourceLocation) {
            self.source = source
            self.target = target
            variants = avoid.map(Variant.init)
            self.note = note
            self.location = location
        }
    }

    /// A variant to avoid, split into its lowercased words when the glossary is read: the check
    /// tries every variant at every word of every page.
    package struct Variant: Sendable {
        /// As the glossary writes it, e.g. `kontejner*`.
        package var text: String
        let words: [String]
        /// Whether its last word matches any ending (a `*` at its end).
        let open: Bool

        init(_ text: String) {
            self.text = text
            open = text.hasSuffix("*")
            words = Glossary.words(of: open ? String(text.dropLast()) : text)
        }

        /// Whether the words of a page (from its start) match this variant.
        func matches(_ page: some Collection<String>) -> Bool {
            guard !words.isEmpty, page.count >= words.count else { return false }
            for (index, (word, expected)) in zip(page, words).enumerated() {
                let last = index == words.count - 1
                if last && open ? !word.hasPrefix(expected) : word != expected { return false }
            }
            return true
        }
    }

    package var locale: String
    package var terms: [Term]
    /// The file's display path.
    package var file: String

    static let termKeys = ["term", "avoid", "note"]

    /// Reads the glossary of `locale`; `nil` when there is none or it has errors (reported).
    package static func load(
        locale: String, content: URL, contentDisplay: String, into diagnostics: inout Diagnostics
    ) -> Glossary? {
        let url = content.appendingPathComponent(locale).appendingPathComponent("glossary.yml")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let display = "\(contentDisplay)/\(locale)/glossary.yml"
        guard let text = TextFile.read(url, displayPath: display, into: &diagnostics) else { return nil }
        return parse(text, locale: locale, file: display, into: &diagnostics)
    }

    /// Parses a glossary's text, reporting every problem; `nil` when any is an error.
    package static func parse(_ text: String, locale: String, file: String, into diagnostics: inout Diagnostics)
        -> Glossary?
    {
        let node: YAMLNode?
        do { node = try YAMLParser.parse(text, file: file) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let node, let mapping = node.mapping else {
            diagnostics.append(
                .error(
                    "glossary.not-mapping", at: node?.location ?? start,
                    "a glossary maps each source term to its entry, e.g. 'view:' then '  term: pogled'"))
            return nil
        }
        var terms: [Term] = []
        var failed = false
        var seen: [String: SourceLocation] = [:]
        for entry in mapping.entries {
            var reader = YAMLMappingReader(entry.value, knownKeys: termKeys, idPrefix: "glossary")
            if entry.value.mapping != nil && !reader.contains("term") {
                reader.report(
                    .error(
                        "glossary.missing-key", at: entry.keyLocation,
                        "'\(entry.key)' has no 'term': give the one target term to use for it"))
            }
            let target = reader.string("term")
            let avoid = reader.stringArray("avoid") ?? []
            let note = reader.string("note")
            for (index, variant) in avoid.enumerated() where !isValidVariant(variant) {
                let location = entry.value.mapping?["avoid"]?.sequence?[index].location ?? entry.keyLocation
                reader.report(
                    .error(
                        "glossary.bad-variant", at: location,
                        "'\(variant)' is not a variant to look for; write words, with at most one '*' at the end"))
            }
            if let target, avoid.contains(where: { Variant($0).matches(words(of: target)) }) {
                reader.report(
                    .error(
                        "glossary.avoids-itself", at: entry.keyLocation,
                        "'\(entry.key)': the term '\(target)' is also listed under 'avoid'"))
            }
            if let first = seen[entry.key.lowercased()] {
                reader.report(
                    .error(
                        "glossary.duplicate-term", at: entry.keyLocation, "'\(entry.key)' is defined twice",
                        notes: [.init(location: first, message: "first defined here")]))
            }
            seen[entry.key.lowercased()] = entry.keyLocation
            diagnostics.append(contentsOf: reader.diagnostics)
            if reader.diagnostics.contains(where: { $0.severity == .error }) { failed = true }
            if let target {
                terms.append(
                    Term(source: entry.key, target: target, avoid: avoid, note: note, location: entry.keyLocation))
            }
        }
        return failed ? nil : Glossary(locale: locale, terms: terms, file: file)
    }

    /// Words of letters and digits, a `*` allowed only at the very end.
    static func isValidVariant(_ variant: String) -> Bool {
        let body = variant.hasSuffix("*") ? String(variant.dropLast()) : variant
        return !words(of: body).isEmpty && !body.contains("*")
            && body.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "'" }
    }

    /// The lowercased words of `text`.
    static func words(of text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

}

extension BuildOptions {
    /// The content directory as diagnostics show it (`Content` when it is in the current directory).
    package var contentDisplay: String { SiteBuilder(options: self).display(content) }
}
