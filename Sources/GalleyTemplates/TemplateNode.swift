import GalleyCore

/// One element of a parsed template. Tags keep their location for strict-mode errors.
indirect enum TemplateNode: Hashable, Sendable {
    /// Literal text.
    case text(String)
    /// The start of a source line: a partial rendered with standalone indentation emits it here.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
    case variable(TemplateName, escaped: Bool, SourceLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateName, inverted: Bool, [TemplateNode], SourceLocation)
    /// `{{> name}}`; `indentation` is the whitespace before a standalone tag, `nil` when inline.
    case partial(String, indentation: String?, SourceLocation)
}

/// A tag's name: `.` (the current item) or dot-separated keys such as `page.title`.
struct TemplateName: Hashable, Sendable, CustomStringConvertible {
    /// The keys in order; empty for the implicit iterator `.`.
    let keys: [String]

    /// Parses a trimmed tag name; `nil` when it has an empty key (`a..b`, `.a`, `a.`).
    init?(_ text: String) {
        if text == "." {
            keys = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        keys = parts
    }

    var description: String { keys.isEmpty ? "." : keys.joined(separator: ".") }
}
