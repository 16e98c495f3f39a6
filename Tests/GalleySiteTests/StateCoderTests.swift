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

    /// A framed run comes back with its bytes; a reader that stops short of the run's end, or
    /// that would read past it, gets `nil`, and the reading after a framed run goes on from its end.
    @Test func framedRunsAreReadExactly() {
        var writer = StateWriter()
        writer.framed {
            $0.string("first")
            $0.int(7)
        }
        writer.string("after")
        var reader = StateReader(writer.bytes)
        let read = reader.framed { inner -> (String, Int)? in
            guard let text = inner.string(), let number = inner.int() else { return nil }
            return (text, number)
        }
        #expect(read?.value.0 == "first" && read?.value.1 == 7)
        #expect(read.map { Array($0.bytes) } == Array(writer.bytes[1..<(1 + Int(writer.bytes[0]))]))
        #expect(reader.string() == "after" && reader.isAtEnd)

        var short = StateReader(writer.bytes)
        #expect(short.framed { $0.string() } == nil, "the number was left unread")
        var long = StateReader(writer.bytes)
        #expect(
            long.framed { inner -> String? in
                _ = inner.string()
                _ = inner.int()
                return inner.string()
            } == nil, "the run ended before a third value")
    }
}
