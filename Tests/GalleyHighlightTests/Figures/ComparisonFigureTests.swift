import Testing

@testable import GalleyHighlight

@Suite struct ComparisonFigureTests {
    private let suite = "ComparisonFigureTests"

    private var comparison: ComparisonFigure {
        ComparisonFigure(
            before: FigureFixtures.figure(FigureFixtures.handWritten, mode: .check),
            after: FigureFixtures.figure(FigureFixtures.withEntry, mode: .check),
            summary: "9 lines → 3 lines, 1 type and 2 accessors removed",
            expansion: FigureFixtures.expansion)
    }

    @Test func entryComparison() throws {
        try expectSnapshot(comparison.html(), suite: suite)
    }

    @Test func marksEveryChangedLineForScreenReaders() {
        let html = comparison.html()
        let removedLines = comparison.diff.filter { $0.kind == .removed }.count
        let addedLines = comparison.diff.filter { $0.kind == .added }.count
        #expect(removedLines == 8)
        #expect(addedLines == 1)
        #expect(
            html.components(separatedBy: "<span class=\"vh\" data-nocopy>removed: </span>").count - 1
                == removedLines)
        #expect(
            html.components(separatedBy: "<span class=\"vh\" data-nocopy>added: </span>").count - 1
                == addedLines)
    }

    @Test func expansionWorksWithoutJavaScript() {
        let html = comparison.html()
        #expect(html.contains("<details class=\"expansion\"><summary>Expanded</summary>"))
        #expect(html.contains("<span class=\"com\">@__swiftmacro_"))
    }

    /// The figure carries its longest line, from which the stylesheet decides between side by
    /// side, breaking out of the prose column and stacking (checked in Chromium by
    /// `BrowserComparisonTests`).
    @Test func figureCarriesItsLongestLine() {
        func figure(_ before: String, _ after: String) -> ComparisonFigure {
            ComparisonFigure(
                before: FigureFixtures.figure(before, mode: .check),
                after: FigureFixtures.figure(after, mode: .check), summary: "s", expansion: nil)
        }
        let long = "let greeting = \"" + String(repeating: "é", count: 60) + "\""
        #expect(long.count == 77)
        #expect(figure("let a = 1\n" + long, "let b = 2").longestLine == 77)
        #expect(figure("let a = 1", "\tlet b = 2\n").longestLine == 20)
        #expect(figure("\t\t" + String(repeating: "x", count: 20), "").longestLine == 28)
        #expect(figure(String(repeating: "x", count: 400), "").longestLine == 160)
        #expect(
            figure("let a = 1\n" + long, "let b = 2").html().hasPrefix(
                "<figure class=\"comparison\" style=\"--cmp-ch:77\">"))
    }
}
