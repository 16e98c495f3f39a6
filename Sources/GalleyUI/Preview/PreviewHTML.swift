import Foundation

/// Escapes text for HTML element content and attribute values.
///
/// A deliberate copy of GalleyCore's `htmlEscaped` (the same five characters, the same
/// entities): GalleyUI is the runtime compiled into every snippet and imports no generator
/// target, so it cannot share that one.
func previewEscape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.append(character)
        }
    }
    return escaped
}

/// `"text"` without its quotes, for details that quote a string.
func unquoted(_ detail: String?) -> String? {
    guard let detail, detail.count >= 2, detail.hasPrefix("\""), detail.hasSuffix("\"") else {
        return detail
    }
    return String(detail.dropFirst().dropLast())
}

/// A number from a detail such as `16.0`, as CSS pixels (`16`).
func pixels<S: StringProtocol>(_ text: S) -> String? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
    return value == value.rounded() ? "\(Int(value))px" : "\(value)px"
}
