import Testing

@testable import GalleyCore

@Suite struct StringLinesTests {
    /// The byte-reading split must give exactly the slices `Character`-wise `split` gives,
    /// including its treatment of `"\r\n"` (one `Character`, so no cut) and of marks after a
    /// line feed (which start a `Character` of their own).
    @Test(arguments: [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "---\ntitle: x\n---\n\n```swift\nlet a = 1\n```",
        "crlf\r\nline\r\n", "mixed\r\nand\nlf\r", "\r\n\n\r", "\n\u{0301}accent after a break",
        "Čvor đurđice\n🎉\n\u{1F468}\u{200D}\u{1F469}\n", "tab\t\n trailing space \n",
    ])
    func matchesCharacterSplit(text: String) {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = text.newlineSeparatedLines()
        #expect(lines == expected)
        #expect(lines.map(\.startIndex) == expected.map(\.startIndex))
    }
}
