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

    /// ``html()`` as UTF-8 bytes, for a page that is written as bytes: no string is made of it.
    package func htmlBytes() -> [UInt8] { bytes(element: "figure", marks: nil) }

    /// The figure inside another element (`div` for a comparison side), optionally diff-marked.
    func html(element: String, marks: [DiffLine.Kind]?) -> String {
        String(decoding: bytes(element: element, marks: marks), as: UTF8.self)
    }

    /// The figure's markup, written as bytes: building it by string interpolation made a
    /// temporary string of each piece, for every snippet of every page.
    private func bytes(element: String, marks: [DiffLine.Kind]?) -> [UInt8] {
        let lines = highlightedLines ?? CodeBlockHTML.lines(language: language, code: code)
        var out = HTMLBytes(capacity: lines.reduce(512) { $0 + $1.utf8.count + 32 })
        write(element: element, marks: marks, lines: lines, to: &out)
        return out.bytes
    }

    /// Writes the figure, its parts separated by line breaks.
    private func write(element: String, marks: [DiffLine.Kind]?, lines: [String], to out: inout HTMLBytes) {
        out.raw("<")
        out.raw(element)
        out.raw(" class=\"snippet snippet-")
        out.raw(mode.rawValue)
        out.raw("\" data-status=\"")
        out.raw(status.token)
        out.raw("\" data-copy-label=\"")
        out.escaped(labels.copy)
        out.raw("\" data-copied-label=\"")
        out.escaped(labels.copied)
        out.raw("\">\n")
        writeBar(to: &out)
        out.raw("\n")
        CodeBlockHTML.write(
            lines: lines, language: language, codeLanguage: codeLanguage, marks: marks, labels: labels, to: &out)
        if case .notVerified(let reason) = status {
            out.raw("\n<p class=\"snippet-note\"><strong>")
            out.escaped(labels.notVerified)
            out.raw(":</strong> ")
            out.escaped(reason)
            out.raw("</p>")
        }
        if let output { writePanel("output", label: labels.output, text: output, to: &out) }
        if let extraPanelsHTML {
            out.raw("\n")
            out.raw(extraPanelsHTML)
        }
        if let error { writePanel("error", label: labels.error, text: error, note: errorNote, to: &out) }
        out.raw("\n</")
        out.raw(element)
        out.raw(">")
    }

    private func writeBar(to out: inout HTMLBytes) {
        out.raw("<div class=\"snippet-bar\"><span class=\"snippet-lang\">")
        out.escaped(language)
        out.raw("</span>")
        if let badge {
            let icon: StaticString =
                switch status {
                case .verified: "✓"
                case .failed: "✗"
                case .notVerified, .unverifiedBuild: "–"
                }
            out.raw("<span class=\"badge badge-")
            out.raw(status.token)
            out.raw("\"><span class=\"badge-icon\" aria-hidden=\"true\">")
            out.raw(icon)
            out.raw("</span> ")
            out.escaped(badge)
            out.raw("</span>")
        }
        out.raw("</div>")
    }

    /// A panel after a line break.
    private func writePanel(
        _ kind: StaticString, label: String, text: String, note: String? = nil, to out: inout HTMLBytes
    ) {
        out.raw("\n<div class=\"panel panel-")
        out.raw(kind)
        out.raw("\"><p class=\"panel-label\">")
        out.escaped(label)
        out.raw("</p><pre tabindex=\"0\"><samp>")
        out.raw(PlainCode.html(text))
        out.raw("</samp></pre>")
        if let note {
            out.raw("<p class=\"panel-note\">")
            out.escaped(note)
            out.raw("</p>")
        }
        out.raw("</div>")
    }
}
