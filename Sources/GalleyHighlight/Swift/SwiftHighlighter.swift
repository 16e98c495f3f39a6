import GalleyCore
import GalleySwiftFacts

/// Highlights Swift source at build time into escaped HTML with one `<span>` per classified run.
///
/// The parser is SwiftParser and the base categories come from SwiftIDEUtils'
/// `SyntaxClassification`, refined with syntax-tree context (attributes, macros, key paths,
/// interpolation delimiters, declared type names); see ``TokenClass`` for the categories. The
/// classes come from ``SwiftFacts`` (the `galley-syntax` helper); the HTML is made here.
/// No JavaScript highlighter runs on the page.
///
/// ```swift
/// SwiftHighlighter.html("@Entry var accent = 1")
/// // <span class="at">@Entry</span> <span class="kw">var</span> accent = <span class="num">1</span>
/// ```
package enum SwiftHighlighter {
    /// The whole snippet as highlighted HTML; lines are separated by `"\n"`.
    ///
    /// Spans never cross a line break, so the result can also be split into lines safely.
    package static func html(_ code: String) -> String {
        htmlLines(code).joined(separator: "\n")
    }

    /// The snippet as one highlighted HTML fragment per source line.
    ///
    /// A token that spans lines (a multi-line string or block comment) is closed at the end of
    /// each line and reopened on the next, so every element is balanced on its own. A single
    /// trailing newline does not produce an extra empty line; `"\r\n"` counts as one break.
    package static func htmlLines(_ code: String) -> [String] {
        htmlLinesIfParsed(code) ?? PlainCode.htmlLines(code)
    }

    /// ``htmlLines(_:)``, or `nil` when the parser could not be asked (``SwiftFacts/problem``
    /// says why), so a cache keeps only real highlighting.
    package static func htmlLinesIfParsed(_ code: String) -> [String]? {
        let source = SourceText(code)
        guard let classes = classes(of: source) else { return nil }
        return source.lineRanges.map { range in
            HighlightRuns.html(bytes: source.bytes, classes: classes, in: range)
        }
    }

    /// The classified runs of `code` as `(class, text)` pairs, for tests and other renderers.
    ///
    /// Unclassified text is reported with a `nil` class; runs never cross a line break.
    package static func runs(_ code: String) -> [(TokenClass?, String)] {
        let source = SourceText(code)
        let classes = classes(of: source) ?? Array(repeating: nil, count: source.bytes.count)
        return source.lineRanges.flatMap { range in
            HighlightRuns.runs(bytes: source.bytes, classes: classes, in: range)
                .map { ($0.0, String(decoding: source.bytes[$0.1], as: UTF8.self)) }
        }
    }

    private static func classes(of source: SourceText) -> [TokenClass?]? {
        SwiftFacts.highlight(source.text).map { ClassRun.byteClasses($0, byteCount: source.bytes.count) }
    }
}
