import GalleyCore

/// Parses YAML text into a `YAMLNode` tree, reporting problems as located diagnostics.
///
/// libyaml does the parsing; this type builds the tree from its events and adds the rules a site
/// generator wants: aliases are rejected (a "billion laughs" document cannot expand), keys must be
/// unique scalars, nesting is bounded, and a file holds at most one document.
///
/// ```swift
/// let node = try YAMLParser.parse(frontMatter.yaml, file: "docs/intro.md",
///                                 lineOffset: frontMatter.yamlFirstLine - 1)
/// ```
package enum YAMLParser {
    /// The deepest nesting of sequences and mappings accepted; deeper input is an error, never a crash.
    package static let maximumDepth = 128

    /// The document's root node, or `nil` for an empty document (only comments or whitespace).
    ///
    /// - Parameters:
    ///   - text: The YAML source. A leading byte-order mark is skipped.
    ///   - file: The path diagnostics name.
    ///   - lineOffset: Added to every line, for YAML embedded in a larger file (front matter).
    /// - Throws: `yaml.syntax`, `yaml.alias`, `yaml.duplicate-key`, `yaml.complex-key`,
    ///   `yaml.too-deep` or `yaml.multiple-documents`, located in `file`.
    package static func parse(_ text: String, file: String, lineOffset: Int = 0)
        throws(DiagnosticError) -> YAMLNode?
    {
        var bytes = Array(text.utf8)
        var shift = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            shift = 3
        }
        let map = YAMLSourceMap(bytes: bytes, file: file, lineOffset: lineOffset, firstLineShift: shift)
        var builder = YAMLTreeBuilder(map: map)
        let syntaxError = LibYAMLEventReader.read(bytes) { builder.consume($0) }
        if let failure = builder.failure { throw DiagnosticError(failure) }
        if let syntaxError { throw DiagnosticError(diagnostic(for: syntaxError, map: map)) }
        return builder.root
    }

    private static func diagnostic(for error: LibYAMLError, map: YAMLSourceMap) -> Diagnostic {
        let location =
            error.mark.map(map.location) ?? error.byteOffset.map { map.location(byteOffset: $0) }
            ?? map.location(byteOffset: 0)
        var notes: [Diagnostic.Note] = []
        // An unclosed quote is found only where the text ends; point at the quote itself.
        if error.context == "while scanning a quoted scalar", let quote = error.contextMark.map(map.location) {
            return .error(
                "yaml.syntax", at: quote, "invalid YAML: this quote is never closed",
                notes: [Diagnostic.Note(location: location, message: "reached here without a closing quote")])
        }
        // A quote left open runs on into the next line, whose own quote closes it, and libyaml
        // stumbles on that next line: point at the quote left open.
        if let line = error.mark?.line, let quote = map.quoteLeftOpen(before: line) {
            return .error(
                "yaml.syntax", at: map.location(byteOffset: quote),
                "invalid YAML: this quote is not closed on its line",
                notes: [Diagnostic.Note(location: location, message: "so here: \(error.problem)")])
        }
        // An indented key is a common slip whose libyaml message names neither the key nor the
        // line: name both.
        if let line = error.mark?.line, let slip = map.misindentedKey(atOrBefore: line) {
            let message =
                if let above = slip.above {
                    "invalid YAML: key '\(slip.key)' is indented under '\(above)', which already has a value;"
                        + " start it in the same column as '\(above)'"
                } else {
                    "invalid YAML: the first key, '\(slip.key)', is indented; start it at the beginning of the line,"
                        + " as the keys after it are"
                }
            return .error(
                "yaml.syntax", at: map.location(byteOffset: slip.offset), message,
                notes: [Diagnostic.Note(location: location, message: "the YAML parser stopped here: \(error.problem)")])
        }
        if let context = error.context {
            notes.append(Diagnostic.Note(location: error.contextMark.map(map.location), message: context))
        }
        return .error("yaml.syntax", at: location, "invalid YAML: \(error.problem)", notes: notes)
    }
}
