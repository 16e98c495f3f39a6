import GalleyCore

/// A Markdown file split into its YAML front matter and its body.
///
/// Front matter is a block that opens with a `---` line on the file's first line and closes with
/// a `---` or `...` line. Line numbers are kept so YAML and Markdown positions can be reported
/// against the original file.
///
/// ```swift
/// let parts = try FrontMatter.split(source, file: "docs/intro.md")
/// let node = try YAMLParser.parse(parts.yaml ?? "", file: "docs/intro.md",
///                                 lineOffset: parts.yamlFirstLine - 1)
/// ```
package struct FrontMatter: Hashable, Sendable {
    /// The YAML between the fences, or `nil` when the file has no front matter.
    package var yaml: String?
    /// The 1-based line of the file where `yaml` starts (the line after the opening fence).
    package var yamlFirstLine: Int
    /// Everything after the closing fence (the whole file when there is no front matter).
    package var body: String
    /// The 1-based line of the file where `body` starts.
    package var bodyFirstLine: Int

    /// Creates the parts directly; `split` is the usual way.
    package init(yaml: String?, yamlFirstLine: Int, body: String, bodyFirstLine: Int) {
        self.yaml = yaml
        self.yamlFirstLine = yamlFirstLine
        self.body = body
        self.bodyFirstLine = bodyFirstLine
    }

    /// Splits `source`. A leading byte-order mark is dropped; LF and CRLF line ends both work.
    ///
    /// - Throws: `front-matter.unclosed` at line 1, column 1 when the opening fence has no match.
    package static func split(_ source: String, file: String) throws(DiagnosticError) -> FrontMatter {
        var bytes = Substring(source).utf8[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var lines = LineCursor(bytes)
        guard let opening = lines.next(), isFence(opening.text, closing: false) else {
            return FrontMatter(
                yaml: nil, yamlFirstLine: 1, body: String(Substring(bytes)), bodyFirstLine: 1)
        }
        let yamlStart = opening.end
        var lineNumber = 1
        while let line = lines.next() {
            lineNumber += 1
            if isFence(line.text, closing: true) {
                let yaml = String(Substring(bytes[yamlStart..<line.start]))
                let body = String(Substring(bytes[line.end...]))
                return FrontMatter(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: lineNumber + 1)
            }
        }
        throw DiagnosticError(
            .error(
                "front-matter.unclosed", at: SourceLocation(file: file, line: 1, column: 1),
                "front matter opened with '---' is never closed; end it with a '---' line"))
    }

    /// `---` (or `...` when closing) followed only by spaces or tabs.
    private static func isFence(_ line: Substring.UTF8View.SubSequence, closing: Bool) -> Bool {
        var text = line[...]
        while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
        return text.elementsEqual("---".utf8) || (closing && text.elementsEqual("...".utf8))
    }
}

/// Walks lines of UTF-8 bytes, yielding each line's text (without its `\n` or `\r\n`) and bounds.
private struct LineCursor {
    typealias Bytes = Substring.UTF8View.SubSequence
    private let bytes: Bytes
    private var position: Bytes.Index

    init(_ bytes: Bytes) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// The next line: its text, where it starts, and where the following line starts.
    mutating func next() -> (text: Bytes, start: Bytes.Index, end: Bytes.Index)? {
        guard position < bytes.endIndex else { return nil }
        let start = position
        let newline = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
        var textEnd = newline
        if textEnd > start, bytes[bytes.index(before: textEnd)] == 0x0D {
            textEnd = bytes.index(before: textEnd)
        }
        position = newline < bytes.endIndex ? bytes.index(after: newline) : newline
        return (bytes[start..<textEnd], start, position)
    }
}
