/// Accumulates plain text with runs of ASCII whitespace collapsed to one space and none at the
/// ends, in one growing buffer.
struct PlainTextBuilder {
    private var bytes: [UInt8] = []
    private var pendingSpace = false

    /// Appends text; its whitespace runs become single spaces.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    pendingSpace = !bytes.isEmpty
                default:
                    if pendingSpace { bytes.append(0x20) }
                    pendingSpace = false
                    bytes.append(byte)
                }
            }
        }
    }

    /// Marks a word boundary (a line or block break): the next text starts after a space.
    mutating func breakWord() { pendingSpace = !bytes.isEmpty }

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
