import Foundation

/// One example of a CommonMark-style spec file, read as upstream's `spec_tests.py` reads it.
struct SpecExample: Sendable {
    var number: Int
    var line: Int
    var section: String
    var markdown: String
    var html: String
    /// The words after ` example` on the opening line, such as `table` or `disabled`.
    var extensions: [String]

    var testDescription: String { "example \(number) (line \(line), \(section))" }

    /// The examples of a spec file: fenced by 32 backticks plus ` example`, markdown and HTML
    /// separated by a line holding `.`, with `→` standing for a tab.
    static func examples(in text: String) -> [SpecExample] {
        let fence = String(repeating: "`", count: 32)
        var examples: [SpecExample] = []
        var state = 0  // 0 prose, 1 markdown, 2 html
        var markdown = ""
        var html = ""
        var section = ""
        var extensions: [String] = []
        var start = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(fence + " example") {
                state = 1
                start = offset + 1
                extensions = trimmed.dropFirst(fence.count + " example".count).split(separator: " ").map(
                    String.init)
            } else if trimmed == fence && state != 0 {
                state = 0
                examples.append(
                    SpecExample(
                        number: examples.count + 1, line: start, section: section,
                        markdown: markdown.replacingOccurrences(of: "→", with: "\t"),
                        html: html.replacingOccurrences(of: "→", with: "\t"), extensions: extensions))
                markdown = ""
                html = ""
            } else if trimmed == "." && state == 1 {
                state = 2
            } else if state == 1 {
                markdown += line + "\n"
            } else if state == 2 {
                html += line + "\n"
            } else if state == 0, line.hasPrefix("#"), let space = line.firstIndex(of: " "),
                line[..<space].allSatisfy({ $0 == "#" })
            {
                section = line[space...].trimmingCharacters(in: .whitespaces)
            }
        }
        return examples
    }
}
