import GalleyCore
import GalleyMarkdown

/// A fenced code block whose fence is never closed runs to the end of the document (or of its
/// container). CommonMark allows it, but it is almost always a slip that swallows the rest of the
/// page, so it is a warning at the opening fence (an error under `--strict`).
enum UnclosedFence {
    /// The warning for the fenced code block `node` of a document of `file`, or `nil` when its
    /// fence is closed. `line`
    /// gives the article's 1-based source line `number` (front matter included; `nil` past the
    /// end), and is asked for the block's first and last lines only.
    static func warning(for node: MarkdownNode, in file: String, line: (_ number: Int) -> Substring?)
        -> Diagnostic?
    {
        // Bytes, not characters: the fence characters and the blanks are ASCII, as cmark reads them.
        guard let opening = line(node.startLine).map(stripped), let character = opening.first,
            character == UInt8(ascii: "`") || character == UInt8(ascii: "~")
        else { return nil }
        let length = opening.prefix { $0 == character }.count
        let last = node.endLine
        if last > node.startLine, let closing = line(last).map(stripped),
            closing.prefix(while: { $0 == character }).count >= length,
            closing.drop(while: { $0 == character }).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
        {
            return nil
        }
        let fence = String(repeating: String(UnicodeScalar(character)), count: length)
        return .warning(
            "markdown.unclosed-fence", at: SourceLocation(file: file, line: node.startLine, column: node.startColumn),
            "this code fence is never closed, so the block runs to the end of its container;"
                + " close it with \(fence)")
    }

    /// A line without its indentation and block-quote markers.
    private static func stripped(_ line: Substring) -> Substring.UTF8View {
        line.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
    }
}
