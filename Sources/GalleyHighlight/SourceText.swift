/// Source text normalised to `"\n"` line breaks, with its UTF-8 bytes and line ranges.
///
/// Byte offsets from SwiftParser index into ``bytes``; the ranges exclude the line breaks.
struct SourceText {
    let text: String
    let bytes: [UInt8]
    let lineRanges: [Range<Int>]

    init(_ code: String) {
        // "\r\n" is a single Character in Swift, so one map normalises it.
        text = String(code.map { $0 == "\r\n" ? "\n" : $0 })
        bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<index)
            start = index + 1
        }
        // A final line is kept unless the text ended with its line break.
        if start < bytes.count || ranges.isEmpty { ranges.append(start..<bytes.count) }
        lineRanges = ranges
    }
}
