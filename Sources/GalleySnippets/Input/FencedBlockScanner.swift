/// A small, line-based extractor of fenced code blocks, for tests and fuzzing.
///
/// The site layer uses cmark; this scanner follows CommonMark's fence rules for top-level
/// fences only (no lists or block quotes): an opening fence is three or more backticks or
/// tildes indented by at most three spaces, a backtick fence's info string has no backtick,
/// the closing fence uses the same character, is at least as long and has nothing after it
/// but spaces, content lines lose up to the opening fence's indentation, and an unclosed
/// fence runs to the end of the document.
package enum FencedBlockScanner {
    /// Returns the fenced blocks of `markdown`, in order, with `file` as their path.
    package static func scan(markdown: String, file: String) -> [FencedBlock] {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
            Substring($0)
        }
        if lines.last == "" { lines.removeLast() }
        var blocks: [FencedBlock] = []
        var lastClosing: Int?
        var index = 0
        while index < lines.count {
            guard let fence = Fence(opening: lines[index]) else {
                if !lines[index].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { lastClosing = nil }
                index += 1
                continue
            }
            var content: [Substring] = []
            var closing: Int?
            var cursor = index + 1
            while cursor < lines.count {
                if fence.isClosed(by: lines[cursor]) {
                    closing = cursor + 1
                    break
                }
                content.append(fence.strippingIndentation(lines[cursor]))
                cursor += 1
            }
            blocks.append(
                FencedBlock(
                    file: file, info: fence.info, code: content.map { $0 + "\n" }.joined(),
                    fenceLine: index + 1,
                    contentStartLine: index + 2, closingLine: closing,
                    directlyFollowsPrevious: lastClosing != nil && !blocks.isEmpty,
                    indentation: fence.indentation))
            lastClosing = closing
            index = cursor + 1
        }
        return blocks
    }
}

/// An opening code fence: its character, length, indentation and info string.
private struct Fence {
    let character: Character
    let length: Int
    let indentation: Int
    let info: String

    init?(opening line: Substring) {
        let indentation = line.prefix(while: { $0 == " " }).count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix(while: { $0 == character }).count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingWhitespace()
        if character == "`", info.contains("`") { return nil }
        self.character = character
        self.length = length
        self.indentation = indentation
        self.info = String(info)
    }

    func isClosed(by line: Substring) -> Bool {
        let indentation = line.prefix(while: { $0 == " " }).count
        guard indentation <= 3 else { return false }
        let rest = line.dropFirst(indentation)
        let run = rest.prefix(while: { $0 == character }).count
        return run >= length && rest.dropFirst(run).trimmingWhitespace().isEmpty
    }

    func strippingIndentation(_ line: Substring) -> Substring {
        line.dropFirst(min(indentation, line.prefix(while: { $0 == " " }).count))
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        var trimmed = self
        while let first = trimmed.first, isSpace(first) { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, isSpace(last) { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
