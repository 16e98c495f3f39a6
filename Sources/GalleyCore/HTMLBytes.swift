/// Markup built as UTF-8 bytes: literal markup is copied as it is, text is escaped as
/// ``Swift/String/htmlEscaped`` escapes it (`& < > " '`).
///
/// For fragments written on every page (a snippet's figure), where building the same markup by
/// string interpolation made a temporary string of each piece.
package struct HTMLBytes {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends markup written in the source code.
    package mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends markup made elsewhere (already escaped where it needs to be).
    package mutating func raw(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

    /// Appends text, escaped for element content and quoted attributes.
    package mutating func escaped(_ text: String) { Self.appendEscaped(text, to: &bytes) }

    /// Appends `text` to `bytes` escaped as ``Swift/String/htmlEscaped`` escapes it.
    package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let entity: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// The markup as a string.
    package var string: String { String(decoding: bytes, as: UTF8.self) }
}
