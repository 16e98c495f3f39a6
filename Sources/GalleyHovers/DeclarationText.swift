import Foundation

/// SourceKit's annotated declarations and doc comments as plain text.
enum DeclarationText {
    /// `<Declaration>let scale: <Type usr="s:Sd">Double</Type></Declaration>` → `let scale: Double`:
    /// tags dropped, entities decoded, and the attributes that only steer code generation
    /// (`@inlinable`, `@_alwaysEmitIntoClient`…) left out, as Xcode's quick help leaves them out.
    static func plain(_ annotated: String) -> String {
        var text = ""
        var inTag = false
        for character in annotated {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { text.append(character) }
            }
        }
        text = decodeEntities(text)
        let words = text.split(separator: " ", omittingEmptySubsequences: false).filter { word in
            !(word.hasPrefix("@_") || word == "@inlinable" || word == "@usableFromInline")
        }
        return words.joined(separator: " ")
    }

    /// The first paragraph of a doc comment, its lines joined; `nil` when it has none.
    static func summary(_ comment: String?) -> String? {
        guard let comment else { return nil }
        var lines: [Substring] = []
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty { if lines.isEmpty { continue } else { break } }
            if lines.isEmpty, trimmed.hasPrefix("- ") || trimmed.hasPrefix("```") { return nil }
            lines.append(trimmed)
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
