import Testing

@testable import GalleyHighlight

@Suite struct PlainCodeTests {
    @Test func escapesWithoutClassifying() {
        #expect(
            PlainCode.html("let x = \"<b>\" // & more") == "let x = &quot;&lt;b&gt;&quot; // &amp; more")
    }

    @Test(arguments: [
        ("a\nb\n", ["a", "b"]),
        ("a\r\n\r\nb", ["a", "", "b"]),
        ("", [""]),
        ("\n", [""]),
    ])
    func splitsLines(_ text: String, _ lines: [String]) {
        #expect(PlainCode.htmlLines(text) == lines)
    }
}
