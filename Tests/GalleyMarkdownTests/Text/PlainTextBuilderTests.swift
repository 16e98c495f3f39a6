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
}
