import GalleyCore

extension ComparisonFigure {
    /// The comparison as HTML: the summary as caption, then a two-column grid (stacked on narrow
    /// screens by the stylesheet) with the diff-marked sides.
    ///
    /// The expansion is a `<details>` element under the `after` side, so it opens beside the
    /// `before` code and works without JavaScript.
    package func html() -> String {
        let labels = before.labels
        let oldMarks = marks(for: .removed, count: PlainCode.lines(before.code).count) {
            $0.oldLine
        }
        let newMarks = marks(for: .added, count: PlainCode.lines(after.code).count) { $0.newLine }
        var parts = [
            "<figure class=\"comparison\" style=\"--cmp-ch:\(longestLine)\">",
            "<figcaption class=\"comparison-summary\">\(summary.htmlEscaped)</figcaption>",
            "<div class=\"comparison-grid\">",
            "<div class=\"comparison-side comparison-before\">",
            "<p class=\"comparison-label\">\(labels.before.htmlEscaped)</p>",
            before.html(element: "div", marks: oldMarks),
            "</div>",
            "<div class=\"comparison-side comparison-after\">",
            "<p class=\"comparison-label\">\(labels.after.htmlEscaped)</p>",
            after.html(element: "div", marks: newMarks),
        ]
        if let expansion {
            parts.append("<details class=\"expansion\"><summary>\(labels.expanded.htmlEscaped)</summary>")
            parts.append(
                CodeBlockHTML.html(
                    lines: MacroExpansionText.htmlLines(expansion), language: "swift",
                    codeLanguage: nil, marks: nil, labels: labels))
            parts.append("</details>")
        }
        parts += ["</div>", "</div>", "</figure>"]
        return parts.joined(separator: "\n")
    }

    /// The length, in characters, of the longest line either side shows (a tab counts as
    /// four), at least 20 and at most 160. The stylesheet sizes each side from it: the sides
    /// stand side by side only where two such lines fit, the figure widens beyond the prose
    /// column toward the page's width where there is room, and otherwise the sides stack.
    var longestLine: Int {
        let lines = PlainCode.lines(before.code) + PlainCode.lines(after.code)
        let longest = lines.map { line in line.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) } }.max() ?? 0
        return min(160, max(20, longest))
    }

    /// One kind per line of a side: `changed` where the diff says so, `.same` elsewhere.
    private func marks(
        for changed: DiffLine.Kind, count: Int, line: (DiffLine) -> Int?
    ) -> [DiffLine.Kind] {
        var kinds = Array(repeating: DiffLine.Kind.same, count: count)
        for entry in diff where entry.kind == changed {
            if let number = line(entry), number >= 1, number <= count { kinds[number - 1] = changed }
        }
        return kinds
    }
}
