import GalleyCore

/// Accumulates plain text with runs of ASCII whitespace collapsed to one space and none at the
/// ends, in one growing buffer.
struct PlainTextBuilder {
    private var bytes: [UInt8] = []
    private var pendingSpace = false

    /// Appends text; its whitespace runs become single spaces. Text whose only inner whitespace
    /// is single spaces (most of a page's) is copied whole; otherwise words are copied one by one.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            var end = utf8.count
            while start < end, Self.isSpace(utf8[start]) { start += 1 }
            if start > 0 { pendingSpace = !bytes.isEmpty }
            guard start < end else { return }
            while Self.isSpace(utf8[end - 1]) { end -= 1 }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            let words = UnsafeBufferPointer(rebasing: utf8[start..<end])
            if Self.hasOnlySingleSpaces(words) {
                bytes.append(contentsOf: words)
            } else {
                appendWords(words)
            }
            if end < utf8.count { pendingSpace = true }
        }
    }

    /// Appends text that starts and ends with a non-space byte, collapsing its whitespace runs.
    private mutating func appendWords(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < utf8.count {
            guard !Self.isSpace(utf8[index]) else {
                pendingSpace = true
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

    /// Whether every whitespace byte is a space with no whitespace right after it. Sixteen
    /// bytes at a time, each block with the block one byte further on: two spaces side by side
    /// are a space at the same lane of both. A block with a byte below 0x20 (tabs, line breaks
    /// and other controls) is checked byte by byte, with the byte after it.
    static func hasOnlySingleSpaces(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let space = ByteWords.Block(repeating: 0x20)
        var index = 0
        while index + 17 <= utf8.count {
            let block = ByteWords.block(utf8, at: index)
            if any(block .< space) {
                var previousWasSpace = index > 0 && utf8[index - 1] == 0x20
                for byte in UnsafeBufferPointer(rebasing: utf8[index..<(index + 17)]) {
                    guard singleSpaceStep(byte, &previousWasSpace) else { return false }
                }
            } else if any((block .== space) .& (ByteWords.block(utf8, at: index + 1) .== space)) {
                return false
            }
            index += 16
        }
        var previousWasSpace = index > 0 && utf8[index - 1] == 0x20
        for byte in UnsafeBufferPointer(rebasing: utf8[index...]) {
            guard singleSpaceStep(byte, &previousWasSpace) else { return false }
        }
        return true
    }

    /// One byte of ``hasOnlySingleSpaces(_:)``'s check: false at whitespace that is not a lone space.
    @inline(__always)
    private static func singleSpaceStep(_ byte: UInt8, _ previousWasSpace: inout Bool) -> Bool {
        guard isSpace(byte) else {
            previousWasSpace = false
            return true
        }
        if byte != 0x20 || previousWasSpace { return false }
        previousWasSpace = true
        return true
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
    /// The text so far, as UTF-8: whole characters, since only whole runs of text and single
    /// spaces are ever appended.
    var utf8: [UInt8] { bytes }
}
