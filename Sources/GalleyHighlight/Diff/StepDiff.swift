/// A tutorial step's file compared with the same file at its previous step.
///
/// Changed and added lines are marked, removed lines are kept (the page shows them on demand),
/// and unchanged lines farther than ``context`` lines from any change are folded when at least
/// ``minimumFold`` of them sit together. A file's first appearance is a new file: no marks.
///
/// ```swift
/// StepDiff.compute(previous: "a\nb\n", current: "a\nc\n").text
/// // "  a\n- b\n+ c"
/// ```
package struct StepDiff: Hashable, Sendable {
    /// One line of the step's diff.
    package struct Line: Hashable, Sendable {
        package var kind: DiffLine.Kind
        package var text: String
        /// The 1-based line in the previous version (`nil` for added lines).
        package var oldLine: Int?
        /// The 1-based line in this step's version (`nil` for removed lines).
        package var newLine: Int?
        /// True for an unchanged line far from every change, hidden until the reader asks.
        package var folded: Bool
    }

    /// Unchanged lines kept visible on each side of a change.
    package static let context = 3
    /// The fewest unchanged lines worth folding.
    package static let minimumFold = 4

    package var lines: [Line]
    /// True when the file first appears at this step.
    package var isNewFile: Bool

    /// Added and removed line counts.
    package var added: Int { lines.filter { $0.kind == .added }.count }
    package var removed: Int { lines.filter { $0.kind == .removed }.count }

    /// Compares `current` with `previous` (`nil` for a new file).
    package static func compute(previous: String?, current: String) -> StepDiff {
        guard let previous else {
            let lines = PlainCode.lines(current).enumerated().map {
                Line(kind: .same, text: $1, oldLine: nil, newLine: $0 + 1, folded: false)
            }
            return StepDiff(lines: lines, isNewFile: true)
        }
        let diff = LineDiff.diff(before: PlainCode.lines(previous), after: PlainCode.lines(current))
        var lines = diff.map {
            Line(kind: $0.kind, text: $0.text, oldLine: $0.oldLine, newLine: $0.newLine, folded: false)
        }
        let changes = lines.indices.filter { lines[$0].kind != .same }
        var run: [Int] = []
        func fold() {
            if run.count >= minimumFold { for index in run { lines[index].folded = true } }
            run = []
        }
        for index in lines.indices {
            let near = changes.contains { abs($0 - index) <= context }
            if lines[index].kind == .same, !near {
                run.append(index)
            } else {
                fold()
            }
        }
        fold()
        return StepDiff(lines: lines, isNewFile: false)
    }

    /// A plain rendering for reviews and golden files: `+ `, `- `, `  ` per line, and one
    /// `⋯ N unchanged lines` line for each folded run.
    package var text: String {
        var out: [String] = isNewFile ? ["(new file)"] : []
        var folded = 0
        func flush() {
            if folded > 0 { out.append("⋯ \(folded) unchanged lines") }
            folded = 0
        }
        for line in lines {
            if line.folded {
                folded += 1
                continue
            }
            flush()
            let sign = line.kind == .added ? "+ " : line.kind == .removed ? "- " : "  "
            out.append(sign + line.text)
        }
        flush()
        return out.joined(separator: "\n")
    }
}
