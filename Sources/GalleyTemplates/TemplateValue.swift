/// A value a template can show: the typed data of a page, converted explicitly from Swift.
///
/// Text comes in two kinds so escaping cannot be forgotten. `.string` is untrusted text and is
/// always HTML-escaped when shown; `.html` is markup the Swift side rendered itself (a highlighted
/// snippet, a Markdown body) and is the only kind `{{{x}}}` may emit in strict mode.
///
/// ```swift
/// let page: TemplateValue = ["title": .string(title), "body": .html(bodyHTML), "draft": false]
/// ```
package enum TemplateValue: Hashable, Sendable {
    /// Untrusted text, escaped on output.
    case string(String)
    /// Trusted, pre-rendered HTML.
    case html(String)
    /// Trusted, pre-rendered HTML as UTF-8 bytes (a page's inner template, rendered with
    /// ``TemplateLibrary/renderBytes(_:value:)``), shown as ``html(_:)`` is.
    case htmlBytes([UInt8])
    /// A flag; `false` hides a section.
    case bool(Bool)
    /// A number; integral values print without a fraction (`85`), others as Swift prints them (`1.21`).
    case number(Double)
    /// Items a section repeats over; an empty list hides a section.
    case list([TemplateValue])
    /// Named values, looked up by `{{name}}` and `{{a.b}}`.
    case object([String: TemplateValue])
    /// Nothing: hides a section and interpolates as empty text.
    case null

    /// Whether a section over this value is skipped (`false`, `null`, an empty list).
    package var isFalsey: Bool {
        switch self {
        case .bool(false), .null, .list([]): true
        default: false
        }
    }

    /// The value's member `key` when it is an object.
    package subscript(key: String) -> TemplateValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text an interpolation shows, before escaping; `nil` for lists and objects.
    package var interpolatedText: String? {
        switch self {
        case .string(let text), .html(let text): text
        case .htmlBytes(let bytes): String(decoding: bytes, as: UTF8.self)
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.format(number)
        case .null: ""
        case .list, .object: nil
        }
    }

    /// Integral numbers print as integers (`85`, not `85.0`); others use Swift's shortest form.
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// A short noun for messages: "a string", "a list".
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .html, .htmlBytes: "HTML"
        case .bool: "a boolean"
        case .number: "a number"
        case .list: "a list"
        case .object: "an object"
        case .null: "null"
        }
    }
}
