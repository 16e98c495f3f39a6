import Testing

@testable import GalleyMarkdown

@Suite struct PlainTextBuilderTests {
    /// The builder's first form, byte by byte: what the run-copying one must match.
    private struct ByteByByte {
        var bytes: [UInt8] = []
        var pendingSpace = false

        mutating func append(_ text: String) {
            for byte in text.utf8 {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: pendingSpace = !bytes.isEmpty
                default:
                    if pendingSpace { bytes.append(0x20) }
                    pendingSpace = false
                    bytes.append(byte)
                }
            }
        }
    }

    /// Each row is a sequence of appended texts; `nil` stands for a word break.
    @Test(
        arguments: [
            ["plain words here"],
            ["  leading", "trailing  ", "next"],
            ["tab\tand\nnew line", "two  spaces", nil, "after a break"],
            [" ", "\t\n", "only space first"],
            ["See ", "article 3", " for more."],
            [nil, "start after break", nil, nil, "end"],
            ["Čvor đurđice — 🚀", "\r\nwindows\r\nlines "],
            ["x", "y", " ", "z"],
        ] as [[String?]])
    func collapsesWhitespaceAsTheByteByByteForm(parts: [String?]) {
        var builder = PlainTextBuilder()
        var reference = ByteByByte()
        for part in parts {
            if let part {
                builder.append(part)
                reference.append(part)
            } else {
                builder.breakWord()
                reference.pendingSpace = !reference.bytes.isEmpty
            }
        }
        #expect(builder.text == String(decoding: reference.bytes, as: UTF8.self))
    }

    /// The eight-bytes-at-a-time check against a byte loop, on every string of up to 11 bytes
    /// over a small alphabet (space, tab, newline, a control byte, a letter, a byte above ASCII),
    /// so that two spaces meet at every position, across word boundaries too.
    @Test func singleSpaceCheckMatchesAByteLoopAtEveryPosition() {
        let alphabet: [UInt8] = [0x20, 0x09, 0x0A, 0x01, 0x61, 0xA0]
        func reference(_ bytes: [UInt8]) -> Bool {
            for (index, byte) in bytes.enumerated() where [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(byte) {
                if byte != 0x20 || (index > 0 && bytes[index - 1] == 0x20) { return false }
            }
            return true
        }
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        var mismatches: [[UInt8]] = []
        for length in 0...11 {
            // Every string for short lengths, a random sample for the longer ones.
            let total = (0..<length).reduce(1) { count, _ in count * alphabet.count }
            let samples =
                total <= 50_000
                ? Array(0..<total) : (0..<50_000).map { _ in Int.random(in: 0..<total, using: &generator) }
            for var number in samples {
                var bytes: [UInt8] = []
                for _ in 0..<length {
                    bytes.append(alphabet[number % alphabet.count])
                    number /= alphabet.count
                }
                let fast = bytes.withUnsafeBufferPointer { PlainTextBuilder.hasOnlySingleSpaces($0) }
                if fast != reference(bytes) { mismatches.append(bytes) }
                checked += 1
            }
        }
        // Longer texts, mostly letters, so that whole sixteen-byte blocks pass the vector check
        // and the spaces and controls fall at every lane and across blocks.
        for length in 12...70 {
            for _ in 0..<4_000 {
                let bytes = (0..<length).map { _ in
                    Int.random(in: 0..<8, using: &generator) == 0
                        ? alphabet.randomElement(using: &generator)! : UInt8(ascii: "m")
                }
                let fast = bytes.withUnsafeBufferPointer { PlainTextBuilder.hasOnlySingleSpaces($0) }
                if fast != reference(bytes) { mismatches.append(bytes) }
                checked += 1
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(3))")
        #expect(checked > 500_000)
    }

    /// Two spaces that straddle two eight-byte words, and one a word apart.
    @Test func doubleSpacesAcrossWordsAreFound() {
        let straddling = Array("abcdefg  hijklmnop".utf8)
        let apart = Array("abcdefg hijklmn opq".utf8)
        #expect(!straddling.withUnsafeBufferPointer { PlainTextBuilder.hasOnlySingleSpaces($0) })
        #expect(apart.withUnsafeBufferPointer { PlainTextBuilder.hasOnlySingleSpaces($0) })
        // Across a sixteen-byte block: after a block of letters, and after one with a control
        // byte (checked byte by byte); then a lone space at the same places.
        for first in ["abcdefghijklmno", "a\u{1}cdefghijklmno"] {
            let across = Array((first + "  pqrstuvwxyzabcdefgh").utf8)
            let lone = Array((first + " pqrstuvwxyzabcdefghi").utf8)
            #expect(!across.withUnsafeBufferPointer { PlainTextBuilder.hasOnlySingleSpaces($0) }, "\(first)")
            #expect(lone.withUnsafeBufferPointer { PlainTextBuilder.hasOnlySingleSpaces($0) }, "\(first)")
        }
    }
}
