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

    /// Whether every whitespace byte is a space with no whitespace right after it. Eight bytes
    /// at a time, each word with the word one byte further on: two spaces side by side are a
    /// lane that is a space in both, so zero in both XORed with spaces, and zero in their OR. A
    /// word with a byte below 0x20 (tabs, line breaks and other controls) is checked byte by
    /// byte, with the byte after it. Words of this file's own loads and tests, which the
    /// compiler keeps in registers (sixteen-byte vectors from another module were calls).
    static func hasOnlySingleSpaces(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let spaces = ones &* 0x20
        var index = 0
        while index + 9 <= utf8.count, let base = utf8.baseAddress {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word &- spaces) & ~word & highBits != 0 {
                var previousWasSpace = index > 0 && utf8[index - 1] == 0x20
                for byte in UnsafeBufferPointer(rebasing: utf8[index..<(index + 9)]) {
                    guard singleSpaceStep(byte, &previousWasSpace) else { return false }
                }
            } else {
                let next = UnsafeRawPointer(base + index + 1).loadUnaligned(as: UInt64.self)
                let pairs = (word ^ spaces) | (next ^ spaces)
                if (pairs &- ones) & ~pairs & highBits != 0 { return false }
            }
            index += 8
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
