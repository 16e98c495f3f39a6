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
    package mutating func raw(_ markup: String) { bytes.append(utf8: markup) }

    /// Appends text, escaped for element content and quoted attributes.
    package mutating func escaped(_ text: String) { Self.appendEscaped(text, to: &bytes) }

    /// Appends `text` to `bytes` escaped as ``Swift/String/htmlEscaped`` escapes it.
    package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &bytes) }
    }

    /// Appends UTF-8 `text` to `bytes` with `& < > " '` replaced by entities, runs without any
    /// copied in one go: the one escaping loop of ``Swift/String/htmlEscaped`` and this type.
    package static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var start = 0
        for index in text.indices {
            let entity: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
            entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// The markup as a string.
    package var string: String { String(decoding: bytes, as: UTF8.self) }
}
