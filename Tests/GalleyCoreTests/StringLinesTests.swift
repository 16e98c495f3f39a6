import Testing

@testable import GalleyCore

@Suite struct StringLinesTests {
    /// The byte-reading split must give exactly the slices a `Character`-wise split at every
    /// line ending gives: `"\n"`, `"\r\n"` (one `Character`) and a lone `"\r"`, as CommonMark
    /// counts lines; marks after a line feed start a `Character` of their own.
    @Test(arguments: [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "---\ntitle: x\n---\n\n```swift\nlet a = 1\n```",
        "crlf\r\nline\r\n", "mixed\r\nand\nlf\r", "\r\n\n\r", "\r\r\n\n", "old\rmac\rlines",
        "\n\u{0301}accent after a break",
        "Čvor đurđice\r\n🎉\n\u{1F468}\u{200D}\u{1F469}\r", "tab\t\n trailing space \n",
    ])
    func matchesCharacterSplit(text: String) {
        let expected = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let lines = text.sourceLines()
        #expect(lines == expected)
        #expect(lines.map(\.startIndex) == expected.map(\.startIndex))
    }

    /// A line read through the cuts is the line ``sourceLines()`` gives, for every line number,
    /// and nothing is given before the first line or after the last.
    @Test(arguments: [
        "", "\n", "a", "a\nb", "a\n\nb\n", "crlf\r\nline\r\n", "mixed\r\nand\nlf\r", "old\rmac\rlines",
        "Čvor đurđice\r\n🎉\n\u{1F468}\u{200D}\u{1F469}\r", "```swift\nlet a = 1\n```",
    ])
    func sourceLineMatchesSourceLines(text: String) {
        let lines = text.sourceLines()
        let cuts = text.lineCuts()
        #expect(cuts.count + 1 == lines.count)
        for (index, line) in lines.enumerated() {
            #expect(text.sourceLine(index + 1, cuts: cuts) == line, "line \(index + 1) of \(text.debugDescription)")
        }
        #expect(text.sourceLine(0, cuts: cuts) == nil)
        #expect(text.sourceLine(lines.count + 1, cuts: cuts) == nil)
    }
}
