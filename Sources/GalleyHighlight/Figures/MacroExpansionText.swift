import GalleyCore

/// The compiler's `-dump-macro-expansions` text, highlighted for reading.
///
/// swiftc frames each expansion with a buffer name (`@__swiftmacro_…`) and rules of dashes.
/// Those lines are not Swift, so they are shown as comments, and the rest is highlighted as
/// one Swift source so multi-line constructs stay intact.
package enum MacroExpansionText {
    /// One highlighted HTML fragment per line of `text`.
    package static func htmlLines(_ text: String) -> [String] {
        let raw = PlainCode.lines(text)
        let highlighted = SwiftHighlighter.htmlLines(text)
        return zip(raw, highlighted).map { line, html in
            isFrame(line) ? "<span class=\"com\">\(line.htmlEscaped)</span>" : html
        }
    }

    private static func isFrame(_ line: String) -> Bool {
        let trimmed = line.trimmingPrefix(while: \.isWhitespace)
        return trimmed.hasPrefix("@__swiftmacro_")
            || (trimmed.count >= 3 && trimmed.allSatisfy { $0 == "-" })
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex { !predicate($0) } ?? endIndex)...]
    }
}

extension String {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[...].trimmingPrefix(while: predicate)
    }
}
