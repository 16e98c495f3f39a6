/// Wraps identifiers of highlighted lines in their compiler hovers.
///
/// Each identifier becomes a focusable element (a link when it links to its declaration) whose
/// popover follows it inside the element, so CSS alone shows it on `:hover` and
/// `:focus-within`, and the page is legible without JavaScript. The popover is
/// `aria-hidden` and named by the identifier's `aria-describedby`, so a screen reader reads it
/// as the identifier's description, not as part of the code; it carries `data-nocopy`, which the
/// copy button skips.
package enum HoverMarkup {
    /// `lines` (one highlighted HTML line each) with `marks` applied, and an empty element with
    /// the id `anchors[line]` at the start of each line it names.
    ///
    /// A mark whose identifier does not lie in one run of text (a tag inside it) is left out,
    /// so every element stays balanced.
    package static func apply(_ marks: [HoverMark], anchors: [Int: String] = [:], to lines: [String]) -> [String] {
        guard !marks.isEmpty || !anchors.isEmpty else { return lines }
        let byLine = Dictionary(grouping: marks, by: \.line)
        return lines.enumerated().map { index, line in
            let number = index + 1
            var html = mark(line, with: byLine[number] ?? [])
            if let anchor = anchors[number] { html = "<span class=\"hv-anchor\" id=\"\(anchor)\"></span>" + html }
            return html
        }
    }

    /// One line with its marks applied.
    static func mark(_ line: String, with marks: [HoverMark]) -> String {
        guard !marks.isEmpty else { return line }
        let units = TextUnits(line)
        var insertions: [(offset: Int, order: Int, text: String)] = []
        for mark in marks {
            let last = mark.column + mark.length - 1
            guard mark.length > 0, mark.column >= 0, last < units.starts.count,
                !units.hasTag(after: mark.column, through: last)
            else { continue }
            let (open, close) = wrapper(mark)
            insertions.append((units.starts[mark.column], 1, open))
            insertions.append((units.ends[last], 0, close))
        }
        guard !insertions.isEmpty else { return line }
        insertions.sort { ($0.offset, $0.order) < ($1.offset, $1.order) }
        var bytes = Array(line.utf8)
        for insertion in insertions.reversed() {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func wrapper(_ mark: HoverMark) -> (open: String, close: String) {
        let popover =
            "<span class=\"hv-pop\" id=\"\(mark.id)\" aria-hidden=\"true\" data-nocopy>\(mark.popover)</span>"
        if let link = mark.link {
            return ("<a class=\"hv\" href=\"\(link)\" aria-describedby=\"\(mark.id)\">", popover + "</a>")
        }
        return ("<span class=\"hv\" tabindex=\"0\" aria-describedby=\"\(mark.id)\">", popover + "</span>")
    }
}

/// Where each byte of a line's text is in its HTML: an entity (`&amp;`) is one byte of text,
/// a tag none.
private struct TextUnits {
    /// The HTML offset where each text byte starts, and where it ends.
    var starts: [Int] = []
    var ends: [Int] = []
    /// Whether a tag comes right before each text byte.
    var tagBefore: [Bool] = []

    init(_ html: String) {
        let bytes = Array(html.utf8)
        var index = 0
        var sawTag = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
                sawTag = true
            case UInt8(ascii: "&"):
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
                append(index, min(end + 1, bytes.count), &sawTag)
                index = end + 1
            default:
                append(index, index + 1, &sawTag)
                index += 1
            }
        }
    }

    private mutating func append(_ start: Int, _ end: Int, _ sawTag: inout Bool) {
        starts.append(start)
        ends.append(end)
        tagBefore.append(sawTag)
        sawTag = false
    }

    /// Whether a tag sits between text bytes `first` and `last`.
    func hasTag(after first: Int, through last: Int) -> Bool {
        first < last && tagBefore[(first + 1)...last].contains(true)
    }
}
