extension String {
    /// The string with `& < > " '` replaced by entities, safe in element text and quoted attributes.
    ///
    /// Works on UTF-8 bytes (the five characters are ASCII, and no other byte of UTF-8 can be
    /// mistaken for them); text without any of them is returned as it is, without a copy.
    package var htmlEscaped: String {
        var text = self
        return text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: Self.needsEscaping) else { return self }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
            HTMLBytes.appendEscaped(UnsafeBufferPointer(rebasing: bytes[first...]), to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default: false
        }
    }
}
