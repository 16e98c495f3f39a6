import Foundation
import GalleySite

/// Writes the few YAML values that scaffolding and `--mark-current` put into front matter.
enum ScaffoldYAML {
    /// A double-quoted YAML scalar: always a string, whatever the text looks like.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A plain YAML date, `2026-11-02`, for a date at midnight UTC.
    static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(parts.year ?? 1970).leftPadded(to: 4) + "-"
            + String(parts.month ?? 1).leftPadded(to: 2)
            + "-" + String(parts.day ?? 1).leftPadded(to: 2)
    }

    /// A flow sequence of quoted strings, `["a", "b"]`.
    static func list(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    /// The `translatedFrom:` block for `revision`, one line per element, without line ends.
    static func translatedFrom(_ revision: SourceRevision) -> [String] {
        ["translatedFrom:", "  revision: \(quoted(revision.hash))", "  parts:"]
            + revision.parts.map { "    \(quoted($0.key)): \(quoted($0.hash))" }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
