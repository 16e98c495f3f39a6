import Testing

@testable import GalleyCore

/// Each word test against the same question asked of every byte: every byte value at every
/// position of an otherwise neutral word, and pseudo-random words.
@Suite struct ByteWordsTests {
    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { ByteWords.word($0, at: 0) }
    }

    private func check(_ bytes: [UInt8]) {
        let word = word(bytes)
        for target in [UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: "&"), 0, 0xFF] {
            #expect(ByteWords.contains(word, target) == bytes.contains(target), "\(bytes) \(target)")
        }
        for limit in [UInt8(1), 0x20, 0x80] {
            #expect(ByteWords.containsBelow(word, limit) == bytes.contains { $0 < limit }, "\(bytes) < \(limit)")
        }
    }

    @Test func everyByteAtEveryPosition() {
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "m"), count: 8)
                bytes[position] = UInt8(value)
                check(bytes)
            }
        }
    }

    @Test func pseudoRandomWords() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bytes = withUnsafeBytes(of: state) { Array($0) }
            if state & 1 == 0 { bytes = bytes.map { $0 & 0x7F } }  // ASCII words too
            check(bytes)
        }
    }

    @Test func readsAtAnOffset() {
        let bytes = Array("abcdefgh<ijklmnop".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteWords.contains(ByteWords.word(buffer, at: 1), UInt8(ascii: "<")))
            #expect(!ByteWords.contains(ByteWords.word(buffer, at: 9), UInt8(ascii: "<")))
        }
    }

    @Test func skipsWholeWordsUpToTheFirstThatMatches() {
        let text = Array("0123456789abcdef<hij\"klmnopqrstuvwxyz-ABC".utf8)
        text.withUnsafeBufferPointer { bytes in
            let stops = (UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "\\"))
            #expect(ByteWords.skip(bytes, from: 0, stops: stops, below: 0x20) == 16)
            #expect(ByteWords.skip(bytes, from: 17, stops: stops, below: 0x20) == 17)
            #expect(ByteWords.skip(bytes, from: 21, stops: stops, below: 0x20) == 37)
        }
    }

    /// The four-stop skip stops at the first word holding a stop, and never passes one, for
    /// stops at every offset of texts of every length up to three sixteen-byte blocks.
    @Test func skipWithFourStopsNeverPassesAStop() {
        let stops = (UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""))
        for length in 0..<50 {
            for stopAt in -1..<length {
                for stop in [stops.0, stops.1, stops.2, stops.3] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    if stopAt >= 0 { bytes[stopAt] = stop }
                    let skipped = bytes.withUnsafeBufferPointer { ByteWords.skip($0, from: 0, stops: stops) }
                    let firstStop = stopAt >= 0 ? stopAt : length
                    // Whole words without a stop are passed; the word holding it, or a tail of
                    // fewer than eight bytes, is not.
                    #expect(skipped == min(firstStop / 8 * 8, length / 8 * 8), "\(length) \(stopAt)")
                }
            }
        }
    }

    /// The escaping skip, which passes sixteen bytes at a time before the words, stops at the same
    /// word as a word-by-word loop would: for every byte it stops at (and its neighbours, which it
    /// must pass) at every offset of texts up to three blocks long, from several starts.
    @Test func sixteenByteSkipsStopWhereTheWordLoopWould() {
        let stops = (UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"))
        let escapeStops: [UInt8] = [stops.0, stops.1, stops.2, 0x0A, 0x00, 0x1F]
        let escapePassed: [UInt8] = [0x20, UInt8(ascii: "="), UInt8(ascii: ">"), 0x80, 0xFF]
        for length in 0..<50 {
            for start in 0..<min(9, length + 1) {
                for position in start..<length {
                    // A stop at `position` is found in the word that holds it; a byte that is no
                    // stop is passed, as far as whole words go.
                    func expected(stops: Bool) -> Int {
                        let words = ((stops ? position : length) - start) / 8
                        return start + min(words, (length - start) / 8) * 8
                    }
                    for (byte, isStop) in escapeStops.map({ ($0, true) }) + escapePassed.map({ ($0, false) }) {
                        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                        bytes[position] = byte
                        let skipped = bytes.withUnsafeBufferPointer {
                            ByteWords.skip($0, from: start, stops: stops, below: 0x20)
                        }
                        #expect(skipped == expected(stops: isStop), "escape \(length) \(start) \(position) \(byte)")
                    }
                }
            }
        }
    }

    @Test(arguments: ["", "abc", "a/b", String(repeating: "long text without it ", count: 9) + "/", "Čvor/đ"])
    func containsFindsAByteOfAString(text: String) {
        for byte in [UInt8(ascii: "/"), UInt8(ascii: "\r"), UInt8(ascii: "{"), 0xC4] {
            #expect(ByteWords.contains(text, byte) == text.utf8.contains(byte), "\(text) \(byte)")
        }
    }
}
