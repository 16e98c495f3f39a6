import GalleyCore

/// Splits template source into text, line breaks and tags, applying `{{=<% %>=}}` delimiter
/// changes as it meets them. Works on UTF-8 bytes so columns are byte columns.
struct TemplateScanner {
    /// What a tag does.
    enum TagKind: Equatable {
        case variable(escaped: Bool)
        case section(inverted: Bool)
        case close
        case partial
        case comment
        case setDelimiters

        /// Tags that may stand alone on a line, which then disappears from the output.
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }
    }

    /// One tag: its kind, its trimmed content, and where its opening delimiter starts.
    struct Tag {
        var kind: TagKind
        var content: String
        var location: SourceLocation
    }

    /// A piece of source. Text never contains a line break.
    enum Piece {
        case text(String)
        case lineBreak(String)
        case tag(Tag)
    }

    private let bytes: [UInt8]
    private let path: String
    private let lineStarts: [Int]

    init(source: String, path: String) {
        let bytes = Array(source.utf8)
        self.bytes = bytes
        self.path = path
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    }

    /// The pieces of the whole source.
    func scan() throws(DiagnosticError) -> [Piece] {
        var pieces: [Piece] = []
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var textStart = 0
        var index = 0
        func flushText(upTo end: Int) {
            if end > textStart { pieces.append(.text(text(textStart..<end))) }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A {
                let breakStart = index > textStart && bytes[index - 1] == 0x0D ? index - 1 : index
                flushText(upTo: breakStart)
                pieces.append(.lineBreak(text(breakStart..<index + 1)))
                index += 1
                textStart = index
            } else if matches(open, at: index) {
                flushText(upTo: index)
                let (tag, end) = try scanTag(at: index, open: open, close: close)
                if tag.kind == .setDelimiters { (open, close) = try delimiters(tag) }
                pieces.append(.tag(tag))
                index = end
                textStart = index
            } else {
                index += 1
            }
        }
        flushText(upTo: bytes.count)
        return pieces
    }

    /// The location of a byte offset.
    func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private func scanTag(at start: Int, open: [UInt8], close: [UInt8]) throws(DiagnosticError) -> (
        Tag, Int
    ) {
        let location = location(start)
        var contentStart = start + open.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        var terminator = close
        let kind: TagKind
        switch sigil {
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "="):
            kind = .setDelimiters
            terminator = Array("=".utf8) + close
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            terminator = Array("}".utf8) + close
        default: kind = .variable(escaped: true)
        }
        if kind != .variable(escaped: true) { contentStart += 1 }
        var end = contentStart
        while end < bytes.count, !matches(terminator, at: end) { end += 1 }
        guard end < bytes.count else {
            let closing = String(decoding: terminator, as: UTF8.self)
            throw DiagnosticError(
                .error("template.unclosed-tag", at: location, "tag is never closed; expected '\(closing)'"))
        }
        let content = text(contentStart..<end).trimmingWhitespace
        if content.isEmpty, kind != .comment, kind != .setDelimiters {
            throw DiagnosticError(.error("template.empty-tag", at: location, "tag has no name"))
        }
        return (Tag(kind: kind, content: content, location: location), end + terminator.count)
    }

    private func delimiters(_ tag: Tag) throws(DiagnosticError) -> ([UInt8], [UInt8]) {
        let parts = tag.content.split(whereSeparator: {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
        })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw DiagnosticError(
                .error(
                    "template.bad-delimiter", at: tag.location,
                    "set-delimiter tag needs two delimiters without '=' or spaces, as in {{=<% %>=}}"))
        }
        return (Array(parts[0].utf8), Array(parts[1].utf8))
    }

    private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count <= bytes.count else { return false }
        return bytes[index..<index + delimiter.count].elementsEqual(delimiter)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
