import GalleyCore

/// DocC's hidden-line markers: lines between `// snippet.hide` and `// snippet.show` are
/// compiled but not shown, and the marker lines themselves are never shown.
package enum HiddenLines {
    /// Whether each line of `code` is shown on the page.
    package static func visibility(of code: String) -> [Bool] {
        var hidden = false
        return lines(of: code).map { line in
            switch line.trimmingSpaces() {
            case "// snippet.hide":
                hidden = true
                return false
            case "// snippet.show":
                hidden = false
                return false
            default: return !hidden
            }
        }
    }

    /// The lines of `code` a reader sees, each ending in a newline.
    package static func visibleCode(of code: String) -> String {
        zip(lines(of: code), visibility(of: code)).filter(\.1).map { $0.0 + "\n" }.joined()
    }

    /// The lines of `code`, without their newlines; a final newline does not start another line.
    static func lines(of code: String) -> [Substring] {
        var lines = code.newlineSeparatedLines()
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" {
            text = text.dropLast()
        }
        return text
    }
}
