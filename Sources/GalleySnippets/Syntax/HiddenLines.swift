import GalleyCore

/// DocC's hidden-line markers: lines between `// snippet.hide` and `// snippet.show` are
/// compiled but not shown, and the marker lines themselves are never shown.
package enum HiddenLines {
    /// Whether each line of `code` is shown on the page.
    package static func visibility(of code: String) -> [Bool] {
        visibility(of: lines(of: code))
    }

    private static func visibility(of lines: [Substring]) -> [Bool] {
        var hidden = false
        return lines.map { line in
            switch marker(line) {
            case true?:
                hidden = true
                return false
            case false?:
                hidden = false
                return false
            case nil: return !hidden
            }
        }
    }

    private static let hide = Array("// snippet.hide".utf8)
    private static let show = Array("// snippet.show".utf8)

    /// `true` for a hide marker, `false` for a show marker, `nil` for code: the line without
    /// leading spaces and tabs and trailing spaces, tabs and carriage returns is compared as
    /// bytes (whatever such bytes join to a character, a marker has none of them).
    private static func marker(_ line: Substring) -> Bool? {
        let bytes = line.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start != end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
            start = bytes.index(after: start)
        }
        while start != end {
            let last = bytes[bytes.index(before: end)]
            guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") else { break }
            end = bytes.index(before: end)
        }
        let trimmed = bytes[start..<end]
        guard trimmed.count == hide.count else { return nil }
        if trimmed.elementsEqual(hide) { return true }
        if trimmed.elementsEqual(show) { return false }
        return nil
    }

    /// The lines of `code` a reader sees, each ending in a newline.
    package static func visibleCode(of code: String) -> String {
        let bytes = code.utf8
        // Most blocks hide nothing (no marker without a slash) and end their last line with a
        // line feed (no `\r\n`, which is no line break): their visible code is their code.
        if !ByteWords.contains(code, UInt8(ascii: "/")), !ByteWords.contains(code, UInt8(ascii: "\r")) {
            return bytes.isEmpty || bytes.last == UInt8(ascii: "\n") ? code : code + "\n"
        }
        let lines = lines(of: code)
        var visible = ""
        visible.reserveCapacity(bytes.count + 1)
        for (line, shown) in zip(lines, visibility(of: lines)) where shown {
            visible += line
            visible += "\n"
        }
        return visible
    }

    /// The lines of `code`, without their newlines; a final newline does not start another line.
    ///
    /// Split on the UTF-8 bytes rather than on characters (a tenth of the time): a line feed is
    /// a character of its own except after a carriage return, where `\r\n` is one character
    /// and so, as `split(separator: "\n")` would, no line break.
    static func lines(of code: String) -> [Substring] {
        let bytes = code.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                lines.append(code[start..<index])
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        lines.append(code[start..<bytes.endIndex])
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
