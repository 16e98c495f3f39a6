import GalleyTestSupport
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

    /// The eight-bytes-at-a-time check against a byte loop over a small alphabet (space, tab,
    /// newline, a control byte, a letter, a byte above ASCII): every string of up to six bytes and
    /// 50,000 seeded random ones of each length from 7 to 11, so that two spaces meet at every
    /// position, across word boundaries too; then longer texts. Each string is written into one
    /// buffer that both checks read in place, so half a million cases allocate nothing and the
    /// test stays cheap in the debug build the suite runs.
    @Test func singleSpaceCheckMatchesAByteLoopAtEveryPosition() {
        let alphabet: [UInt8] = [0x20, 0x09, 0x0A, 0x01, 0x61, 0xA0]
        func reference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var previousWasSpace = false
            for byte in bytes {
                switch byte {
                case 0x20:
                    if previousWasSpace { return false }
                    previousWasSpace = true
                case 0x09, 0x0A, 0x0D, 0x0B, 0x0C: return false
                default: previousWasSpace = false
                }
            }
            return true
        }
        var generator = SplitMix(state: 0x5_1A6E)
        var checked = 0
        var mismatches = 0
        var firstMismatches: [[UInt8]] = []
        var buffer = [UInt8](repeating: 0, count: 70)
        buffer.withUnsafeMutableBufferPointer { buffer in
            func compare(_ length: Int) {
                let bytes = UnsafeBufferPointer(rebasing: buffer[0..<length])
                if PlainTextBuilder.hasOnlySingleSpaces(bytes) != reference(bytes) {
                    mismatches += 1
                    if firstMismatches.count < 3 { firstMismatches.append(Array(bytes)) }
                }
                checked += 1
            }
            for length in 0...11 {
                // Every string for short lengths, a random sample for the longer ones.
                var total = 1
                for _ in 0..<length { total *= alphabet.count }
                for sample in 0..<min(total, 50_000) {
                    var number = total <= 50_000 ? sample : Int(generator.next() % UInt64(total))
                    for index in 0..<length {
                        buffer[index] = alphabet[number % alphabet.count]
                        number /= alphabet.count
                    }
                    compare(length)
                }
            }
            // Longer texts, mostly letters, so that whole sixteen-byte blocks pass the vector
            // check and the spaces and controls fall at every lane and across blocks.
            for length in 12...70 {
                for _ in 0..<4_000 {
                    for index in 0..<length {
                        let random = generator.next()
                        buffer[index] =
                            random & 7 == 0 ? alphabet[Int((random >> 3) % UInt64(alphabet.count))] : UInt8(ascii: "m")
                    }
                    compare(length)
                }
            }
        }
        #expect(mismatches == 0, "first: \(firstMismatches)")
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
