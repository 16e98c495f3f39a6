/// Typed readers. Each returns `nil` when the node does not hold that type, so callers (usually
/// `YAMLMappingReader`) can report a typed error at the node's location.
///
/// Resolution follows the YAML 1.2 core schema, but only for *plain* scalars: `"12"` and `'true'`
/// stay strings. Dates are the exception: a caller that asks for a date wants one, so a quoted
/// `"2026-09-11"` reads as a date too.
extension YAMLNode {
    /// Whether the node is a plain `null`, `Null`, `NULL`, `~` or empty scalar (as in `key:`).
    package var isNull: Bool {
        guard case .scalar(let value, .plain) = kind else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(value)
    }

    /// The text of any non-null scalar, whatever its style: `title: 1984` reads as `"1984"`.
    package var string: String? {
        guard case .scalar(let value, _) = kind, !isNull else { return nil }
        return value
    }

    /// A plain decimal (`-12`), octal (`0o17`) or hexadecimal (`0x1F`) integer that fits in `Int`.
    package var int: Int? {
        guard case .scalar(let value, .plain) = kind else { return nil }
        if value.hasPrefix("0x") { return Self.digits(value.dropFirst(2), radix: 16) }
        if value.hasPrefix("0o") { return Self.digits(value.dropFirst(2), radix: 8) }
        var body = Substring(value)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard let magnitude = Self.digits(body, radix: 10) else {
            // `Int.min` has no positive counterpart; parse it whole.
            return negative ? Int(value) : nil
        }
        return negative ? -magnitude : magnitude
    }

    /// A plain `true`/`false` in the core schema's spellings (`true`, `True`, `TRUE`, …).
    package var bool: Bool? {
        guard case .scalar(let value, .plain) = kind else { return nil }
        switch value {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A calendar date written `YYYY-MM-DD`, in any scalar style.
    package var date: YAMLDate? {
        guard case .scalar(let value, _) = kind else { return nil }
        return YAMLDate(parsing: value)
    }

    /// A sequence whose items are all non-null scalars, as their text.
    package var stringArray: [String]? {
        guard let items = sequence else { return nil }
        var strings: [String] = []
        for item in items {
            guard let text = item.string else { return nil }
            strings.append(text)
        }
        return strings
    }

    private static func digits(_ text: Substring, radix: Int) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return Int(text, radix: radix)
    }
}
