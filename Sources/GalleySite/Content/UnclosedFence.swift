import GalleyCore
import GalleyMarkdown

/// A fenced code block whose fence is never closed runs to the end of the document (or of its
/// container). CommonMark allows it, but it is almost always a slip that swallows the rest of the
/// page, so it is a warning at the opening fence (an error under `--strict`).
enum UnclosedFence {
    /// The warning for the fenced code block `node`, or `nil` when its fence is closed;
    /// `lines` are the article's source lines (front matter included).
    static func warning(for node: MarkdownNode, lines: [Substring]) -> Diagnostic? {
        func line(_ number: Int) -> Substring? {
            number >= 1 && number <= lines.count ? lines[number - 1] : nil
        }
        guard let opening = line(node.range.lowerBound.line).map(stripped),
            let character = opening.first, character == "`" || character == "~"
        else { return nil }
        let length = opening.prefix { $0 == character }.count
        let last = node.range.upperBound.line
        if last > node.range.lowerBound.line, let closing = line(last).map(stripped),
            closing.prefix(while: { $0 == character }).count >= length,
            closing.drop(while: { $0 == character }).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
        {
            return nil
        }
        return .warning(
            "markdown.unclosed-fence", at: node.range.lowerBound,
            "this code fence is never closed, so the block runs to the end of its container;"
                + " close it with \(String(repeating: character, count: length))")
    }

    /// A line without its indentation and block-quote markers.
    private static func stripped(_ line: Substring) -> Substring {
        line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
    }
}
