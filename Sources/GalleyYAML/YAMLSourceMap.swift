import Foundation
import GalleyCore

/// Turns libyaml's positions (0-based lines, columns in characters) into `SourceLocation`s
/// (1-based lines shifted by the caller's offset, columns in UTF-8 bytes).
struct YAMLSourceMap {
    private let bytes: [UInt8]
    /// Byte offset where each line starts, breaking lines where libyaml does.
    private let lineStarts: [Int]
    private let file: String
    private let lineOffset: Int
    /// Bytes removed from the front of line 1 (a byte-order mark) that still count as columns.
    private let firstLineShift: Int

    init(bytes: [UInt8], file: String, lineOffset: Int, firstLineShift: Int) {
        self.bytes = bytes
        self.file = file
        self.lineOffset = lineOffset
        self.firstLineShift = firstLineShift
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let width = Self.lineBreakWidth(bytes, at: index)
            if width > 0 {
                index += width
                starts.append(index)
            } else {
                index += 1
            }
        }
        lineStarts = starts
    }

    /// The location of a libyaml mark.
    func location(_ mark: LibYAMLMark) -> SourceLocation {
        var column = mark.column + 1
        if mark.line < lineStarts.count {
            var index = lineStarts[mark.line]
            var characters = 0
            while characters < mark.column, index < bytes.count {
                index += Self.scalarWidth(bytes[index])
                characters += 1
            }
            column = index - lineStarts[mark.line] + (mark.column - characters) + 1
        }
        if mark.line == 0 { column += firstLineShift }
        return SourceLocation(file: file, line: mark.line + 1 + lineOffset, column: column)
    }

    /// The location of a byte offset into the input.
    func location(byteOffset: Int) -> SourceLocation {
        let offset = min(max(0, byteOffset), bytes.count)
        let line = (lineStarts.lastIndex { $0 <= offset }) ?? 0
        let column = offset - lineStarts[line] + 1 + (line == 0 ? firstLineShift : 0)
        return SourceLocation(file: file, line: line + 1 + lineOffset, column: column)
    }

    /// The byte offset of the quote that opens a `key: "value` left unclosed on the line
    /// just before `line` (0-based), whose own quote then closed it.
    func quoteLeftOpen(before line: Int) -> Int? {
        guard line >= 1, line < lineStarts.count else { return nil }
        return Self.openQuote(in: bytes[lineStarts[line - 1]..<lineStarts[line]])
    }

    /// A key indented where YAML cannot take it, on or before `line` (0-based): the first key
    /// of the document indented (the next, unindented key then starts a second document), or
    /// a key indented under a key whose value is already given on its own line. Returns the key
    /// line's first byte, the key, and the key above it (`nil` for the first key).
    func misindentedKey(atOrBefore line: Int) -> (offset: Int, key: String, above: String?)? {
        guard line >= 0 else { return nil }
        var above: (indent: Int, key: String, hasValue: Bool)?
        for index in 0...min(line, lineStarts.count - 1) {
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            let text = String(decoding: bytes[lineStarts[index]..<end], as: UTF8.self)
            let indent = text.prefix { $0 == " " }.count
            let content = text.dropFirst(indent).trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty || content.hasPrefix("#") { continue }
            guard let key = Self.plainKey(content) else {
                above = nil  // a list item, a continued scalar: no judgement past it
                continue
            }
            let value = content.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            let hasValue = !value.isEmpty && !value.hasPrefix("#") && !"|>&!".contains(value.first!)
            if indent > 0 {
                if above == nil, index == firstContentLine {
                    return (lineStarts[index] + indent, key, nil)
                }
                if let above, indent > above.indent, above.hasValue {
                    return (lineStarts[index] + indent, key, above.key)
                }
            }
            above = (indent, key, hasValue)
        }
        return nil
    }

    /// The first line that is neither blank nor a comment.
    private var firstContentLine: Int {
        for index in lineStarts.indices {
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            let text = String(decoding: bytes[lineStarts[index]..<end], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty && !text.hasPrefix("#") { return index }
        }
        return 0
    }

    /// `key` of a line `key: value` or `key:` whose key is a plain word (letters, digits, `_`, `-`).
    private static func plainKey(_ content: String) -> String? {
        guard let colon = content.firstIndex(of: ":") else { return nil }
        let key = content[..<colon]
        let after = content[content.index(after: colon)...]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
            after.isEmpty || after.first == " "
        else { return nil }
        return String(key)
    }

    /// The offset of a quote that starts a mapping value (after `: `) and is not closed
    /// before the line ends (`\"` escapes in double quotes, `''` in single ones).
    private static func openQuote(in line: ArraySlice<UInt8>) -> Int? {
        guard let colon = line.firstIndex(where: { $0 == UInt8(ascii: ":") }) else { return nil }
        guard let start = line[(colon + 1)...].firstIndex(where: { $0 != UInt8(ascii: " ") }),
            line[start] == UInt8(ascii: "\"") || line[start] == UInt8(ascii: "'")
        else { return nil }
        let quote = line[start]
        var index = start + 1
        while index < line.endIndex {
            if quote == UInt8(ascii: "\""), line[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if line[index] == quote {
                guard quote == UInt8(ascii: "'"), index + 1 < line.endIndex, line[index + 1] == quote else {
                    return nil
                }
                index += 2
                continue
            }
            index += 1
        }
        return start
    }

    /// How many bytes a UTF-8 sequence with this lead byte takes.
    private static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The width of the line break at `index` (CRLF, CR, LF, NEL, LS, PS), or 0.
    private static func lineBreakWidth(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }
}
