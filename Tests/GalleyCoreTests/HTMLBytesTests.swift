import Testing

@testable import GalleyCore

@Suite struct HTMLBytesTests {
    /// Escaping into bytes gives the bytes of `htmlEscaped`, for every special character at the
    /// start, middle and end, runs of them, and text beyond ASCII.
    @Test(arguments: [
        "", "plain", "&", "<>", "\"quoted\"", "it's", "a & b < c > d \" e ' f", "&&&&''''<<<<", "Čvor <đ> & 🎉",
        "<a href=\"x\">Tom & Jerry's</a>", String(repeating: "x", count: 40) + "<",
    ])
    func escapedMatchesHTMLEscaped(text: String) {
        var out = HTMLBytes(capacity: 0)
        out.raw("<p>")
        out.escaped(text)
        out.raw(text.isEmpty ? "" : "!")
        #expect(out.string == "<p>" + text.htmlEscaped + (text.isEmpty ? "" : "!"))
        var bytes: [UInt8] = [1]
        HTMLBytes.appendEscaped(text, to: &bytes)
        #expect(bytes == [1] + Array(text.htmlEscaped.utf8))
    }
}
