import GalleyCore

/// One user-interface string: plain text, or a form per plural category.
///
/// Text may hold `{name}` placeholders, filled from the arguments of `UIStrings.text` and
/// `UIStrings.plural` (which supplies `{count}` itself). Arguments are inserted as given;
/// templates escape the result when they show it.
package enum UIString: Hashable, Sendable {
    /// `nav.next: Next`.
    case text(String)
    /// `compare.lines: {one: "{count} line", other: "{count} lines"}`.
    case plural([PluralCategory: String])

    /// The placeholder names used anywhere in the string, sorted.
    package var placeholders: [String] {
        switch self {
        case .text(let text): Self.placeholders(in: text).sorted()
        case .plural(let forms): Set(forms.values.flatMap(Self.placeholders(in:))).sorted()
        }
    }

    /// `text` with each `{name}` replaced from `arguments`; the names left unfilled are returned
    /// too, so callers can report them. Braces around anything but a name are left as written.
    static func fill(_ text: String, with arguments: [String: String]) -> (
        text: String, missing: [String]
    ) {
        // Most strings have no placeholder; a `{` byte is the only way to hold one.
        guard ByteWords.contains(text, UInt8(ascii: "{")) else { return (text, []) }
        var output = ""
        var missing: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"), isName(rest[afterOpen..<close])
            else {
                output += "{"
                rest = rest[afterOpen...]
                continue
            }
            let name = String(rest[afterOpen..<close])
            if let value = arguments[name] {
                output += value
            } else {
                missing.append(name)
                output += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return (output, missing)
    }

    static func placeholders(in text: String) -> Set<String> {
        Set(fill(text, with: [:]).missing)
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
