import Foundation
import GalleyCore

/// A rewrite of a Markdown file that makes an `output` block match what its snippet printed.
///
/// Like `dune promote`: `--bless` records these instead of failing, and ``apply(_:root:)``
/// writes them. An existing `output` block has its content replaced; a `run` block without one
/// gets a new block inserted after its closing fence.
package struct Blessing: Sendable, Hashable {
    /// The Markdown file, relative to the root passed to ``apply(_:root:)``.
    package var file: String
    /// The 1-based lines to replace (empty range: insert before `lines.lowerBound`).
    package var lines: Range<Int>
    /// The new text for those lines, each ending in a newline.
    package var replacement: String

    /// Creates a blessing that replaces `lines` of `file` with `replacement`.
    package init(file: String, lines: Range<Int>, replacement: String) {
        self.file = file
        self.lines = lines
        self.replacement = replacement
    }

    /// `file:line` of the rewritten lines (the line a new block is inserted at), for messages.
    package var location: String { "\(file):\(lines.lowerBound)" }

    /// A blessing for `snippet`, whose run printed `actual`, or `nil` when it cannot be placed.
    static func make(for snippet: Snippet, actual: String) -> Blessing? {
        let body = OutputComparison.normalize(actual)
        let text = body.isEmpty ? "" : body + "\n"
        if let expected = snippet.expectedOutput {
            guard let closing = expected.closingLine else { return nil }
            return Blessing(
                file: expected.file, lines: expected.contentStartLine..<closing, replacement: text)
        }
        guard let closing = snippet.block.closingLine else { return nil }
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        let indent = String(repeating: " ", count: snippet.block.indentation)
        return Blessing(
            file: snippet.block.file, lines: (closing + 1)..<(closing + 1),
            replacement: "\n\(indent)\(fence)output\n\(text)\(indent)\(fence)\n")
    }

    /// Rewrites the files, applying each file's blessings from the bottom up so line numbers hold.
    ///
    /// A relative file name is found under `root`; an absolute one (content outside the working
    /// directory) where it is.
    package static func apply(_ blessings: [Blessing], root: URL) throws(DiagnosticError) {
        for (file, edits) in Dictionary(grouping: blessings, by: \.file) {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw DiagnosticError(.error("snippet.bless", at: nil, "cannot read '\(file)' to bless it"))
            }
            let original = String(decoding: data, as: UTF8.self)
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let endsWithNewline = lines.last == ""
            if endsWithNewline { lines.removeLast() }
            for edit in edits.sorted(by: { $0.lines.lowerBound > $1.lines.lowerBound }) {
                var new = edit.replacement.split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init)
                if new.last == "" { new.removeLast() }
                let lower = min(edit.lines.lowerBound - 1, lines.count)
                let upper = min(edit.lines.upperBound - 1, lines.count)
                lines.replaceSubrange(lower..<upper, with: new)
            }
            let text = lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
            try AtomicRewrite.replace(url, with: Data(text.utf8), display: file)
        }
    }
}
