import GalleyCore

/// The UTF-8 bytes of the page being rendered, with cmark-gfm's escaping rules.
///
/// One growing byte array, never string concatenation, so rendering stays linear in the size
/// of the output.
struct HTMLBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func appendString(_ text: String) { bytes.append(utf8: text) }

    /// Appends markup written in the source code; no conversion, a straight copy of its bytes.
    mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Appends markup that is already UTF-8 bytes.
    mutating func append(bytes markup: [UInt8]) { bytes.append(contentsOf: markup) }

    /// Starts a new line unless the output is empty or already at the start of a line.
    mutating func ensureNewline() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    /// Appends text escaped for element content and quoted attributes: `& < > "`, as cmark does
    /// (single quotes stay as they are). Runs without special characters are copied in one go.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        while index < text.count {
            // Eight bytes at a time while none needs an escape; then up to eight one by one.
            index = ByteWords.skip(
                text, from: index,
                stops: (UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")))
            let end = min(index + 8, text.count)
            while index < end {
                let replacement: StaticString
                switch text[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                append(replacement)
                index += 1
                runStart = index
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// Appends a URL for an `href` or `src` attribute: characters that are safe or reserved in
    /// URLs stay, `&` and `'` become entities, everything else is percent-encoded (cmark's
    /// `houdini_escape_href`).
    mutating func appendEscapedURL(_ url: String) {
        for byte in url.utf8 {
            if byte < 128 && HTMLBuffer.urlSafe[Int(byte)] {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                bytes.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                bytes.append(contentsOf: "&#x27;".utf8)
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
    }

    /// ASCII characters left as they are in URLs: letters, digits and `-_.+!*(),%#@?=;:/$~`.
    private static let urlSafe: [Bool] = (0..<128).map { code in
        let scalar = Unicode.Scalar(UInt8(code))
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
            return true
        }
        return "-_.+!*(),%#@?=;:/$~".unicodeScalars.contains(scalar)
    }
}
