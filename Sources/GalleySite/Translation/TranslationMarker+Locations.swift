import Foundation
import GalleyCore
import GalleyMarkdown

extension TranslationMarker {
    /// Where every placeholder left in `article` starts, in file order.
    ///
    /// Front matter counts whole (a scaffold marks the title and summary there); in the body, a
    /// marker inside a fenced or indented code block or an inline code span is text about
    /// markers, not a placeholder, so it does not count. Columns are UTF-8 bytes, like every
    /// other location.
    package static func locations(in article: SourceArticle) -> [SourceLocation] {
        // Most articles hold no marker at all: one byte search, made as the text was read (or
        // kept in the build state), says so without splitting lines.
        guard article.text.mentionsMarker else { return [] }
        let bodyFirstLine = article.frontMatter.bodyFirstLine
        var codeLines = Set<Int>()
        for node in article.document.nodes {
            if case .codeBlock = node.kind {
                codeLines.formUnion(
                    node.startLine...max(node.startLine, node.endLine))
            }
        }
        var locations: [SourceLocation] = []
        let lines = article.source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard !codeLines.contains(number) else { continue }
            let inBody = number >= bodyFirstLine
            for column in markerColumns(in: Array(line.utf8), skippingCodeSpans: inBody) {
                locations.append(SourceLocation(file: article.displayPath, line: number, column: column))
            }
        }
        return locations
    }

    /// The 1-based byte columns where `prefix` starts in `line`, outside backtick code spans when asked.
    static func markerColumns(in line: [UInt8], skippingCodeSpans: Bool) -> [Int] {
        let needle = Array(prefix.utf8)
        let backtick = UInt8(ascii: "`")
        var columns: [Int] = []
        var inCode = false
        var index = 0
        while index < line.count {
            if line[index] == backtick && skippingCodeSpans {
                // A run of backticks opens or closes a span (runs of equal length are not tracked
                // separately; a line of prose rarely nests them).
                while index < line.count && line[index] == backtick { index += 1 }
                inCode.toggle()
                continue
            }
            if !inCode, line.count - index >= needle.count, line[index..<index + needle.count].elementsEqual(needle) {
                columns.append(index + 1)
                index += needle.count
                continue
            }
            index += 1
        }
        return columns
    }

    /// Whether `text` contains ``prefix`` anywhere, searched over the UTF-8 bytes.
    static func mentionsPrefix(_ text: String) -> Bool {
        var text = text
        let needle = Array(prefix.utf8)
        // This runs over every source of every build: `memchr` jumps from one `(` (rare in
        // prose, the marker's fifth byte) to the next, and only there is the marker compared.
        let anchor = 4
        return text.withUTF8 { haystack in
            guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
            var index = anchor
            let last = haystack.count - needle.count + anchor
            while index <= last, let hit = memchr(base + index, Int32(needle[anchor]), last - index + 1) {
                let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let start = found - anchor
                if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
                index = found + 1
            }
            return false
        }
    }
}
