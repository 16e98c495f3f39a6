import GalleyCore

/// Groups per-byte classes of one line into runs and renders them as HTML.
enum HighlightRuns {
    /// Maximal runs of equal class inside `range`.
    static func runs(bytes: [UInt8], classes: [TokenClass?], in range: Range<Int>)
        -> [(TokenClass?, Range<Int>)]
    {
        var result: [(TokenClass?, Range<Int>)] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let kind = classes[start]
            var end = start + 1
            while end < range.upperBound, classes[end] == kind { end += 1 }
            result.append((kind, start..<end))
            start = end
        }
        return result
    }

    /// The line as escaped HTML, one `<span class="…">` per classified run.
    static func html(bytes: [UInt8], classes: [TokenClass?], in range: Range<Int>) -> String {
        var html = ""
        for (kind, run) in runs(bytes: bytes, classes: classes, in: range) {
            let text = String(decoding: bytes[run], as: UTF8.self).htmlEscaped
            if let kind {
                html += "<span class=\"\(kind.rawValue)\">\(text)</span>"
            } else {
                html += text
            }
        }
        return html
    }
}
