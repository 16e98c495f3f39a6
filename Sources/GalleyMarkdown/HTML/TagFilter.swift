/// GitHub's tag filter: raw HTML may not open or close the tags that change how a page parses.
///
/// For each `<` that starts one of these tags, the renderer writes `&lt;` instead, so the tag
/// shows as text. This is GFM's `tagfilter` extension, applied by our renderer.
enum TagFilter {
    static let disallowed: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ].map { Array($0.utf8) }

    /// Whether the bytes starting at a `<` open or close a disallowed tag.
    static func isDisallowed(_ tag: ArraySlice<UInt8>) -> Bool {
        disallowed.contains { matches(tag, name: $0) }
    }

    private static func matches(_ tag: ArraySlice<UInt8>, name: [UInt8]) -> Bool {
        guard tag.count >= 3, tag.first == UInt8(ascii: "<") else { return false }
        var index = tag.startIndex + 1
        if tag[index] == UInt8(ascii: "/") { index += 1 }
        for letter in name {
            guard index < tag.endIndex else { return false }
            guard lowercased(tag[index]) == letter else { return false }
            index += 1
        }
        guard index < tag.endIndex else { return false }
        let next = tag[index]
        if next == UInt8(ascii: ">") || isSpace(next) { return true }
        return next == UInt8(ascii: "/") && index + 1 < tag.endIndex
            && tag[index + 1] == UInt8(ascii: ">")
    }

    /// Appends raw HTML, escaping the `<` of every disallowed tag.
    static func appendFiltered(_ html: String, to buffer: inout HTMLBuffer) {
        let bytes = Array(html.utf8)
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "<") && isDisallowed(bytes[index...]) {
                buffer.append("&lt;")
            } else {
                buffer.append(bytes[index])
            }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
