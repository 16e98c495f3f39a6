import GalleyCore

/// Corrects the columns cmark-gfm 0.29 reports for autolinks.
///
/// Lines are right, but the column of a `<https://…>` link ignores the block's indentation and
/// earlier lines of its paragraph, and the `www.` extension's is one byte early. Link checking
/// reports these columns, so each autolink is found again on its source line: the occurrence of
/// its text nearest the reported column wins, and `<` `>` around it join the link's range.
struct AutolinkRanges {
    let source: [UInt8]
    let lineOffset: Int
    private var lineStarts: [Int] = [0]

    init(source: String, lineOffset: Int) {
        self.source = Array(source.utf8)
        self.lineOffset = lineOffset
        var index = 0
        while index < self.source.count {
            let byte = self.source[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < self.source.count,
                self.source[index] == UInt8(ascii: "\n")
            {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { lineStarts.append(index) }
        }
    }

    /// Whether any node is an autolink, so pages without any skip indexing their source.
    static func hasAutolinks(_ nodes: [MarkdownNode]) -> Bool {
        nodes.indices.contains { autolinkText(at: $0, in: nodes) != nil }
    }

    /// The text of the autolink at `index`: a link whose only child is text spelling its
    /// destination.
    private static func autolinkText(at index: Int, in nodes: [MarkdownNode]) -> String? {
        guard case .link(let destination, _) = nodes[index].kind, nodes[index].subtreeEnd == index + 2,
            case .text(let text) = nodes[index + 1].kind, !text.isEmpty,
            destination == text || destination == "mailto:" + text || destination == "http://" + text
        else { return nil }
        return text
    }

    /// Fixes the spans of autolinks.
    func repair(_ nodes: inout [MarkdownNode]) {
        for index in nodes.indices {
            // An autolink's text node follows it (`autolinkText` checked that it exists).
            guard let text = Self.autolinkText(at: index, in: nodes) else { continue }
            let reported = nodes[index + 1].span
            guard let column = column(of: text, line: reported.startLine, near: reported.startColumn) else { continue }
            let line = reported.startLine
            let textSpan = SourceSpan(
                startLine: line, startColumn: column, endLine: line, endColumn: column + text.utf8.count)
            nodes[index + 1].span = textSpan
            nodes[index].span = bracketed(textSpan) ?? textSpan
        }
    }

    /// The 1-based column of the occurrence of `text` on `line` nearest to column `near`.
    private func column(of text: String, line: Int, near reported: Int) -> Int? {
        let lineIndex = line - lineOffset - 1
        guard lineStarts.indices.contains(lineIndex) else { return nil }
        let start = lineStarts[lineIndex]
        let end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : source.count
        let needle = Array(text.utf8)
        guard needle.count <= end - start else { return nil }
        var best: Int?
        for offset in start...(end - needle.count)
        where source[offset..<(offset + needle.count)].elementsEqual(needle) {
            let column = offset - start + 1
            if best.map({ abs($0 - reported) > abs(column - reported) }) ?? true {
                best = column
            }
        }
        return best
    }

    /// The span widened by one byte each side when the text sits between `<` and `>`.
    private func bracketed(_ span: SourceSpan) -> SourceSpan? {
        let lineStart = lineStarts[span.startLine - lineOffset - 1]
        let before = lineStart + span.startColumn - 2
        let after = lineStart + span.endColumn - 1
        guard before >= 0, after < source.count, source[before] == UInt8(ascii: "<"),
            source[after] == UInt8(ascii: ">")
        else { return nil }
        return SourceSpan(
            startLine: span.startLine, startColumn: span.startColumn - 1, endLine: span.endLine,
            endColumn: span.endColumn + 1)
    }
}
