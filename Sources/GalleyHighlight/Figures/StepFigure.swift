import GalleyCore

/// One file of a tutorial step: the file's whole text with the lines changed since its previous
/// step marked, the removed lines and the folded unchanged runs available on demand, and the
/// step's proof (badge, output, preview) from its ``SnippetFigure``.
///
/// The toggles are checkboxes styled by the stylesheet, so they work without JavaScript; every
/// line's break sits inside its span, so a hidden line leaves no gap.
package struct StepFigure: Sendable {
    package var figure: SnippetFigure
    package var file: String
    package var diff: StepDiff
    /// The previous version's code, for highlighting removed lines.
    package var previousCode: String?
    /// An anchor such as `step-2-1` (section 2, step 1).
    package var id: String
    package var labels: StepLabels

    package init(
        figure: SnippetFigure, file: String, diff: StepDiff, previousCode: String?, id: String,
        labels: StepLabels
    ) {
        self.figure = figure
        self.file = file
        self.diff = diff
        self.previousCode = previousCode
        self.id = id
        self.labels = labels
    }

    package func html() -> String {
        let current = figure.highlightedLines ?? CodeBlockHTML.lines(language: "swift", code: figure.code)
        let previous = previousCode.map { CodeBlockHTML.lines(language: "swift", code: $0) } ?? []
        var parts = [
            "<figure class=\"snippet snippet-\(figure.mode.rawValue) tutorial-step\" id=\"\(id.htmlEscaped)\""
                + " data-status=\"\(figure.status.token)\" data-step-label=\"\(labels.step.htmlEscaped)\""
                + " data-copy-label=\"\(figure.labels.copy.htmlEscaped)\""
                + " data-copied-label=\"\(figure.labels.copied.htmlEscaped)\">",
            barHTML(),
        ]
        let hasRemoved = diff.removed > 0
        let hasFolded = diff.lines.contains(where: \.folded)
        if hasRemoved {
            parts.append(toggle("show-removed", "\(id)-removed", labels.showRemoved))
        }
        if hasFolded { parts.append(toggle("show-folded", "\(id)-folded", labels.showAll)) }
        var body = ""
        var index = 0
        while index < diff.lines.count {
            let line = diff.lines[index]
            if line.folded {
                var end = index
                while end < diff.lines.count, diff.lines[end].folded { end += 1 }
                body +=
                    "<span class=\"line fold-note\" data-nocopy>⋯ \(labels.unchanged(end - index).htmlEscaped)\n</span>"
                for folded in diff.lines[index..<end] {
                    body += "<span class=\"line folded\">\(html(folded, current, previous))\n</span>"
                }
                index = end
                continue
            }
            body += lineHTML(line, current, previous)
            index += 1
        }
        let lang = figure.codeLanguage.map { " lang=\"\($0.htmlEscaped)\"" } ?? ""
        parts.append(
            "<pre class=\"code step-code\" tabindex=\"0\"><code class=\"language-swift\"\(lang)>\(body)</code></pre>")
        if let output = figure.output {
            parts.append(
                "<div class=\"panel panel-output\"><p class=\"panel-label\">\(figure.labels.output.htmlEscaped)</p>"
                    + "<pre tabindex=\"0\"><samp>\(PlainCode.html(output))</samp></pre></div>")
        }
        // A step that evaluated a view gets its Preview panel, as an ordinary run block does.
        if let extra = figure.extraPanelsHTML { parts.append(extra) }
        parts.append("</figure>")
        return parts.joined(separator: "\n")
    }

    private func barHTML() -> String {
        var bar =
            "<div class=\"snippet-bar\"><span class=\"step-number\">\(labels.step.htmlEscaped)</span>"
            + "<span class=\"snippet-lang step-file\">\(file.htmlEscaped)</span>"
        if diff.isNewFile { bar += "<span class=\"step-new\">\(labels.newFile.htmlEscaped)</span>" }
        if let badge = figure.badge {
            let icon = figure.status == .verified ? "✓" : figure.status == .failed ? "✗" : "–"
            bar +=
                "<span class=\"badge badge-\(figure.status.token)\"><span class=\"badge-icon\" aria-hidden=\"true\">"
                + "\(icon)</span> \(badge.htmlEscaped)</span>"
        }
        return bar + "</div>"
    }

    private func toggle(_ kind: String, _ id: String, _ label: String) -> String {
        "<input type=\"checkbox\" class=\"step-toggle \(kind)\" id=\"\(id.htmlEscaped)\">"
            + "<label class=\"step-toggle-label\" for=\"\(id.htmlEscaped)\">\(label.htmlEscaped)</label>"
    }

    private func html(_ line: StepDiff.Line, _ current: [String], _ previous: [String]) -> String {
        if let number = line.newLine, number <= current.count { return current[number - 1] }
        if let number = line.oldLine, number <= previous.count { return previous[number - 1] }
        return PlainCode.html(line.text)
    }

    private func lineHTML(_ line: StepDiff.Line, _ current: [String], _ previous: [String]) -> String {
        let text = html(line, current, previous)
        switch line.kind {
        case .same:
            return "<span class=\"line\">\(text)\n</span>"
        case .added:
            return "<span class=\"line added\"><span class=\"diff-mark\" aria-hidden=\"true\" data-nocopy>+</span>"
                + "<span class=\"vh\" data-nocopy>\(figure.labels.added.htmlEscaped): </span>\(text)\n</span>"
        case .removed:
            return "<span class=\"line removed\" data-nocopy><span class=\"diff-mark\" aria-hidden=\"true\">-</span>"
                + "<span class=\"vh\">\(figure.labels.removed.htmlEscaped): </span>\(text)\n</span>"
        }
    }
}
