import GalleyHighlight

/// The localised one-line summary of a comparison: "11 lines → 3 lines, 1 type and 2 accessors removed".
struct ComparisonSentence: Sendable {
    let localizer: Localizer

    func text(for summary: CodeComparisonSummary) -> String {
        var parts = [
            localizer.text(
                "compare.summary",
                [
                    "before": localizer.plural("compare.lines", summary.linesBefore),
                    "after": localizer.plural("compare.lines", summary.linesAfter),
                ])
        ]
        for direction in [DeclarationChange.Direction.removed, .added] {
            let items = summary.changes.filter { $0.direction == direction }.map {
                localizer.plural("compare.\(Self.key(for: $0.kind))", $0.count)
            }
            guard !items.isEmpty else { continue }
            parts.append(localizer.text("compare.\(direction.rawValue)List", ["list": list(items)]))
        }
        return parts.joined(separator: ", ")
    }

    private func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " " + localizer.text("compare.and") + " " + items.last!
    }

    static func key(for kind: DeclarationKind) -> String {
        switch kind {
        case .type: "types"
        case .extension: "extensions"
        case .function: "functions"
        case .property: "properties"
        case .accessor: "accessors"
        }
    }
}
