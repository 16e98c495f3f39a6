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
        let lang = codeLanguage.map { " lang=\"\($0.htmlEscaped)\"" } ?? ""
        let body = lines.enumerated().map { index, line in
            guard let marks else { return "<span class=\"line\">\(line)</span>" }
            return markedLine(line, kind: index < marks.count ? marks[index] : .same, labels: labels)
        }
        return
            "<pre class=\"code\" tabindex=\"0\"><code class=\"language-\(language.htmlEscaped)\"\(lang)>"
            + body.joined(separator: "\n") + "</code></pre>"
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
