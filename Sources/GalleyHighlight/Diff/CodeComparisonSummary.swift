import GalleySwiftFacts

/// Facts about a before/after pair of snippets, for a sentence such as
/// "11 lines → 3 lines, 1 type and 2 accessors removed".
///
/// The facts are structured so the site can localise them with its own plural rules. A removed
/// or added declaration is counted once, at its outermost level: removing a type that held a
/// property counts the type only, and a property that exists on both sides but lost its
/// accessors counts the accessors.
///
/// ```swift
/// let summary = CodeComparisonSummary.compute(before: keyAndExtension, after: entryVersion)
/// summary.linesBefore   // 9
/// summary.changes       // [type ×1 removed, accessor ×2 removed]
/// ```
package struct CodeComparisonSummary: Hashable, Sendable {
    /// Non-blank lines of the `before` code.
    package var linesBefore: Int
    /// Non-blank lines of the `after` code.
    package var linesAfter: Int
    /// Removed kinds first, then added ones, each in ``DeclarationKind`` order; counts ≥ 1.
    package var changes: [DeclarationChange]

    /// Creates a summary from known facts.
    package init(linesBefore: Int, linesAfter: Int, changes: [DeclarationChange]) {
        self.linesBefore = linesBefore
        self.linesAfter = linesAfter
        self.changes = changes
    }

    /// Parses both snippets with SwiftParser and compares their declarations; without the parser
    /// (``SwiftFacts/problem`` then says why) no declaration is counted.
    package static func compute(before: String, after: String) -> CodeComparisonSummary {
        let old = SwiftFacts.declarations(before) ?? []
        let new = SwiftFacts.declarations(after) ?? []
        let removed = outermost(of: old, missingFrom: new)
        let added = outermost(of: new, missingFrom: old)
        var changes: [DeclarationChange] = []
        for (direction, entries) in [(DeclarationChange.Direction.removed, removed), (.added, added)] {
            for kind in DeclarationKind.allCases {
                let count = entries.filter { $0.kind == kind }.count
                if count > 0 {
                    changes.append(DeclarationChange(kind: kind, count: count, direction: direction))
                }
            }
        }
        return CodeComparisonSummary(
            linesBefore: nonBlankLines(before), linesAfter: nonBlankLines(after), changes: changes)
    }

    /// Entries of `side` whose identity the other side lacks but whose parent it has.
    private static func outermost(
        of side: [DeclarationFact], missingFrom other: [DeclarationFact]
    ) -> [DeclarationFact] {
        let present = Set(other.map(\.identity))
        return side.filter { entry in
            !present.contains(entry.identity) && (entry.parent.map(present.contains) ?? true)
        }
    }

    private static func nonBlankLines(_ code: String) -> Int {
        code.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }.count
    }
}
