import Testing

@testable import GalleySite

/// Strings in the build state's encoding: any text comes back as written, and bytes that are not
/// UTF-8 are refused rather than repaired.
@Suite struct StateCoderTests {
    @Test(arguments: ["", "plain", "čvor → 節点 🧭", String(repeating: "let x = 1\n", count: 500)])
    func stringsRoundTrip(_ text: String) {
        var writer = StateWriter()
        writer.string(text)
        var reader = StateReader(writer.bytes)
        #expect(reader.string() == text)
        #expect(reader.isAtEnd)
    }

    @Test(arguments: [[0xFF], [0x61, 0xC3], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x61, 0x80, 0x62]] as [[UInt8]])
    func bytesThatAreNotUTF8AreRefused(_ run: [UInt8]) {
        var writer = StateWriter()
        run.withUnsafeBufferPointer { writer.raw($0) }
        var reader = StateReader(writer.bytes)
        #expect(reader.string() == nil)
    }

    /// A string read as shared is the one before it when the bytes are the same, and its own
    /// text otherwise (a longer or shorter one, one of the same length, an empty one).
    @Test func sharedStringsComeBackAsWritten() {
        let texts = [
            "Content/en/a.md", "Content/en/a.md", "Content/en/b.md", "Content/en/a.md", "", "", "Content/hr/ab.md",
            "Content/hr/ab.md",
        ]
        var writer = StateWriter()
        for text in texts { writer.string(text) }
        var reader = StateReader(writer.bytes)
        #expect(texts.map { _ in reader.sharedString() } == texts)
        #expect(reader.isAtEnd)
    }
}
