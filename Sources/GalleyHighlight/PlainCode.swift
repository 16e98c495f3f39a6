import GalleyCore

/// Code in languages Galley does not highlight, and program output: escaped, never classified.
///
/// Lines follow the same rules as ``SwiftHighlighter/htmlLines(_:)``: `"\r\n"` is one break and a
/// single trailing newline does not add an empty line.
package enum PlainCode {
    /// The text as escaped HTML, lines separated by `"\n"`.
    package static func html(_ text: String) -> String {
        htmlLines(text).joined(separator: "\n")
    }

    /// The text as one escaped HTML fragment per line.
    package static func htmlLines(_ text: String) -> [String] {
        lines(text).map(\.htmlEscaped)
    }

    /// The text split into lines, unescaped, by the rules every Galley renderer uses.
    package static func lines(_ text: String) -> [String] {
        let source = SourceText(text)
        return source.lineRanges.map { String(decoding: source.bytes[$0], as: UTF8.self) }
    }
}
