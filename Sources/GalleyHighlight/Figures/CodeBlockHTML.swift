import GalleyCore

/// The `<pre><code>` of a figure: one `<span class="line">` per source line.
///
/// Line spans let comparisons colour and mark changed lines; the line breaks between them stay
/// real `"\n"` characters so the block reads correctly without CSS. Diff marks and their
/// screen-reader words carry `data-nocopy`, which the copy button skips.
enum CodeBlockHTML {
    /// Highlighted lines for a fence language: Swift is classified, everything else escaped.
    static func lines(language: String, code: String) -> [String] {
        language.lowercased() == "swift" ? SwiftHighlighter.htmlLines(code) : PlainCode.htmlLines(code)
    }

    /// The block; `marks`, when given, holds one diff kind per line.
    static func html(
        lines: [String], language: String, codeLanguage: String?, marks: [DiffLine.Kind]?,
        labels: FigureLabels
    ) -> String {
        var out = HTMLBytes(capacity: lines.reduce(128) { $0 + $1.utf8.count + 32 })
        write(lines: lines, language: language, codeLanguage: codeLanguage, marks: marks, labels: labels, to: &out)
        return out.string
    }

    /// Writes ``html(lines:language:codeLanguage:marks:labels:)``'s markup to `out`.
    static func write(
        lines: [String], language: String, codeLanguage: String?, marks: [DiffLine.Kind]?,
        labels: FigureLabels, to out: inout HTMLBytes
    ) {
        out.raw("<pre class=\"code\" tabindex=\"0\"><code class=\"language-")
        out.escaped(language)
        out.raw("\"")
        if let codeLanguage {
            out.raw(" lang=\"")
            out.escaped(codeLanguage)
            out.raw("\"")
        }
        out.raw(">")
        for (index, line) in lines.enumerated() {
            if index > 0 { out.raw("\n") }
            if let marks {
                out.raw(markedLine(line, kind: index < marks.count ? marks[index] : .same, labels: labels))
            } else {
                out.raw("<span class=\"line\">")
                out.raw(line)
                out.raw("</span>")
            }
        }
        out.raw("</code></pre>")
    }

    private static func markedLine(_ line: String, kind: DiffLine.Kind, labels: FigureLabels)
        -> String
    {
        let (sign, words): (String, String?) =
            switch kind {
            case .same: (" ", nil)
            case .removed: ("-", labels.removed)
            case .added: ("+", labels.added)
            }
        let hidden = words.map { "<span class=\"vh\" data-nocopy>\($0.htmlEscaped): </span>" } ?? ""
        let cls = kind == .same ? "line" : "line \(kind.rawValue)"
        return "<span class=\"\(cls)\"><span class=\"diff-mark\" aria-hidden=\"true\" data-nocopy>"
            + sign + "</span>" + hidden + line + "</span>"
    }
}
