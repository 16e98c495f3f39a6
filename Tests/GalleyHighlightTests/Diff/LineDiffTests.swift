import Testing

@testable import GalleyHighlight

@Suite struct LineDiffTests {
    /// The diff as compact strings: `" a"`, `"-b"`, `"+c"`, with line numbers checked separately.
    private func marks(_ before: [String], _ after: [String]) -> [String] {
        LineDiff.diff(before: before, after: after).map { line in
            switch line.kind {
            case .same: " " + line.text
            case .removed: "-" + line.text
            case .added: "+" + line.text
            }
        }
    }

    @Test func identicalTextsAreAllSame() {
        #expect(marks(["a", "b"], ["a", "b"]) == [" a", " b"])
    }

    @Test func emptySides() {
        #expect(marks([], ["x"]) == ["+x"])
        #expect(marks(["x"], []) == ["-x"])
        #expect(marks([], []).isEmpty)
    }

    @Test func removalsPrecedeAdditionsInAHunk() {
        #expect(marks(["a", "b", "c"], ["a", "x", "c"]) == [" a", "-b", "+x", " c"])
    }

    @Test func keepsTheLongestCommonSubsequence() {
        let before = [
            "struct K {", "  static let d = 1", "}", "extension V {", "  var k: Int {", "  }", "}",
        ]
        let after = ["extension V {", "  @Entry var k = 1", "}"]
        #expect(
            marks(before, after) == [
                "-struct K {", "-  static let d = 1", "-}", " extension V {",
                "-  var k: Int {", "-  }", "+  @Entry var k = 1", " }",
            ])
    }

    @Test func numbersLinesOnBothSides() {
        let lines = LineDiff.diff(before: ["a", "b", "c"], after: ["b", "c", "d"])
        #expect(lines.map(\.oldLine) == [1, 2, 3, nil])
        #expect(lines.map(\.newLine) == [nil, 1, 2, 3])
        #expect(lines.map(\.kind) == [.removed, .same, .same, .added])
    }
}
