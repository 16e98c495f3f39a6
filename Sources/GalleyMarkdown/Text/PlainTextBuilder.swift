/// Accumulates plain text with runs of ASCII whitespace collapsed to one space and none at the
/// ends, in one growing buffer.
struct PlainTextBuilder {
    private var bytes: [UInt8] = []
    private var pendingSpace = false

    /// Appends text; its whitespace runs become single spaces. Words are copied whole.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                guard !Self.isSpace(utf8[index]) else {
                    pendingSpace = !bytes.isEmpty
                    index += 1
                    continue
                }
                var end = index + 1
                while end < utf8.count, !Self.isSpace(utf8[end]) { end += 1 }
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                index = end
            }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: true
        default: false
        }
    }

    /// Marks a word boundary (a line or block break): the next text starts after a space.
    mutating func breakWord() { pendingSpace = !bytes.isEmpty }

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
