import Foundation
import GalleyMarkdown
import GalleySite

/// The first draft of a translation, made from its source: structure and code kept, prose marked.
///
/// The draft has the source's front matter (title and summary marked for translation), a
/// `translationKey` that pairs it with the source and a `translatedFrom` block recording the
/// source's revision; its body is the source's Markdown with its block structure intact (code
/// blocks, `output` blocks, raw HTML, lists, quotes, tables, links and inline code as they are)
/// and a ``TranslationMarker`` in front of every heading, paragraph and prose table cell. Its
/// snippets match the source's, and `galley translations` counts the markers still left; a page
/// with any is not published.
package struct TranslationScaffold: Sendable {
    /// The article being translated.
    package var source: SourceArticle

    /// Creates a scaffold of `source`.
    package init(source: SourceArticle) { self.source = source }

    /// The new file's text.
    package var text: String {
        frontMatter.joined(separator: "\n") + "\n\n" + body.joined(separator: "\n\n") + "\n"
    }

    var frontMatter: [String] {
        let metadata = source.metadata
        var lines = [
            "---", "title: " + ScaffoldYAML.quoted(TranslationMarker.prefix + " " + metadata.title),
        ]
        if let summary = metadata.summary {
            lines.append("summary: " + ScaffoldYAML.quoted(TranslationMarker.prefix + " " + summary))
        }
        if let date = metadata.date { lines.append("date: \(date)") }
        // A tutorial's translation is a tutorial: without its layout the steps would not load.
        if let layout = metadata.layout { lines.append("layout: " + layout) }
        if let order = metadata.order { lines.append("order: \(order)") }
        if !metadata.tags.isEmpty { lines.append("tags: " + ScaffoldYAML.list(metadata.tags)) }
        lines.append("translationKey: " + ScaffoldYAML.quoted(source.pairingKey))
        lines += ScaffoldYAML.translatedFrom(SourceRevision(of: source))
        return lines + ["---"]
    }

    /// One string per top-level block of the new body: the source's own Markdown, with a
    /// ``TranslationMarker`` in front of every piece of prose.
    ///
    /// Code blocks, raw HTML and thematic breaks are copied as they are. In everything else the
    /// source text stays (so links keep their targets, inline code and emphasis stay verbatim,
    /// lists, quotes and tables keep their shape) and the marker goes where prose starts: each
    /// heading, each paragraph (in lists and quotes too) and each table cell that holds more than
    /// inline code.
    var body: [String] {
        let document = source.document
        let lines = source.frontMatter.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let offset = source.frontMatter.bodyFirstLine
        var blocks: [String] = []
        for node in document.children(of: document.root) {
            let first = node.startLine - offset
            let last = min(node.endLine - offset, lines.count - 1)
            guard first >= 0, first <= last else { continue }
            var block = Array(lines[first...last])
            switch node.kind {
            case .codeBlock, .htmlBlock, .thematicBreak:
                break
            case .table:
                for index in block.indices where index != 1 { block[index] = Self.markingCells(of: block[index]) }
            case .heading:
                block[0] = Self.inserting(at: Self.headingTextColumn(block[0]), in: block[0])
            default:
                // Paragraphs start where prose starts, at any depth of lists and quotes.
                let starts = ([node] + document.descendants(of: node)).filter {
                    if case .paragraph = $0.kind { return true }
                    return false
                }
                for paragraph in starts.reversed() {
                    let line = paragraph.startLine - offset - first
                    guard block.indices.contains(line) else { continue }
                    block[line] = Self.inserting(at: paragraph.startColumn, in: block[line])
                }
            }
            while block.count > 1, block.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                block.removeLast()
            }
            blocks.append(block.joined(separator: "\n"))
        }
        return blocks
    }

    /// `line` with the marker and a space inserted before byte column `column` (1-based).
    static func inserting(at column: Int, in line: String) -> String {
        var bytes = Array(line.utf8)
        let index = min(max(column - 1, 0), bytes.count)
        bytes.insert(contentsOf: Array((TranslationMarker.prefix + " ").utf8), at: index)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The byte column where an ATX heading's text starts (after the `#`s and spaces).
    static func headingTextColumn(_ line: String) -> Int {
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index + 1
    }

    /// A table row with the marker in front of each cell that holds prose; cells that are empty
    /// or only inline code are left alone. Pipes inside code spans or escaped do not split cells.
    static func markingCells(of row: String) -> String {
        var cells: [String] = []
        var current = ""
        var inCode = false
        var escaped = false
        for character in row {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\":
                escaped = true
                current.append(character)
            case "`":
                inCode.toggle()
                current.append(character)
            case "|" where !inCode:
                cells.append(current)
                current = ""
            default: current.append(character)
            }
        }
        cells.append(current)
        return cells.enumerated().map { index, cell in
            let trimmed = cell.trimmingCharacters(in: .whitespaces)
            // The text before a leading pipe and after a trailing one is not a cell.
            let outer = (index == 0 || index == cells.count - 1) && trimmed.isEmpty
            guard !outer, !trimmed.isEmpty, !isOnlyCode(trimmed) else { return cell }
            let leading = cell.prefix { $0 == " " }
            return leading + TranslationMarker.prefix + " " + cell.dropFirst(leading.count)
        }.joined(separator: "|")
    }

    /// Whether a cell is nothing but code spans and spaces.
    static func isOnlyCode(_ cell: String) -> Bool {
        var inCode = false
        for character in cell {
            if character == "`" {
                inCode.toggle()
            } else if !inCode && character != " " {
                return false
            }
        }
        return true
    }
}
