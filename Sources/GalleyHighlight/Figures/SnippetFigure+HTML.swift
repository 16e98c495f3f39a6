import GalleyCore

extension SnippetFigure {
    /// The figure as HTML: a bar with the language and proof badge, the code, and the output,
    /// error or not-verified panel the mode calls for. Every text value is escaped.
    ///
    /// The copy button is not in the HTML: `galley.js` adds it, reading its words from
    /// `data-copy-label` and `data-copied-label`, so pages without JavaScript show no dead button.
    package func html() -> String {
        html(element: "figure", marks: nil)
    }

    /// The figure inside another element (`div` for a comparison side), optionally diff-marked.
    func html(element: String, marks: [DiffLine.Kind]?) -> String {
        // One growing string; the parts are separated by line breaks.
        let lines = highlightedLines ?? CodeBlockHTML.lines(language: language, code: code)
        var html = ""
        html.reserveCapacity(lines.reduce(512) { $0 + $1.utf8.count + 32 })
        html += "<\(element) class=\"snippet snippet-\(mode.rawValue)\" data-status=\"\(status.token)\""
        html += " data-copy-label=\"\(labels.copy.htmlEscaped)\""
        html += " data-copied-label=\"\(labels.copied.htmlEscaped)\">\n"
        html += barHTML()
        html += "\n"
        html += CodeBlockHTML.html(
            lines: lines, language: language, codeLanguage: codeLanguage, marks: marks, labels: labels)
        if case .notVerified(let reason) = status {
            html += "\n<p class=\"snippet-note\"><strong>\(labels.notVerified.htmlEscaped):</strong> "
            html += "\(reason.htmlEscaped)</p>"
        }
        if let output { html += "\n" + panel("output", label: labels.output, text: output) }
        if let extraPanelsHTML { html += "\n" + extraPanelsHTML }
        if let error { html += "\n" + panel("error", label: labels.error, text: error) }
        html += "\n</\(element)>"
        return html
    }

    private func barHTML() -> String {
        var bar =
            "<div class=\"snippet-bar\"><span class=\"snippet-lang\">\(language.htmlEscaped)</span>"
        if let badge {
            let icon =
                switch status {
                case .verified: "✓"
                case .failed: "✗"
                case .notVerified, .unverifiedBuild: "–"
                }
            bar +=
                "<span class=\"badge badge-\(status.token)\"><span class=\"badge-icon\" aria-hidden=\"true\">"
                + "\(icon)</span> \(badge.htmlEscaped)</span>"
        }
        return bar + "</div>"
    }

    private func panel(_ kind: String, label: String, text: String) -> String {
        "<div class=\"panel panel-\(kind)\"><p class=\"panel-label\">\(label.htmlEscaped)</p>"
            + "<pre tabindex=\"0\"><samp>\(PlainCode.html(text))</samp></pre></div>"
    }
}
