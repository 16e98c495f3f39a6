/// A typed Swift value that a template can render, converted explicitly to a `TemplateValue`.
///
/// Each page kind is a struct whose conversion lists exactly the names its template may use, so a
/// typo in a template is a strict-mode error rather than silent empty output.
///
/// ```swift
/// struct ArticlePage: TemplateContext {
///     var title: String
///     var bodyHTML: String
///     var templateValue: TemplateValue {
///         ["title": title.templateValue, "body": .html(bodyHTML)]
///     }
/// }
/// ```
package protocol TemplateContext {
    /// The value the template sees.
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateContext {
    /// The value itself.
    package var templateValue: TemplateValue { self }
}

extension String: TemplateContext {
    /// Untrusted text: `.string`, escaped on output.
    package var templateValue: TemplateValue { .string(self) }
}

extension Bool: TemplateContext {
    /// `.bool`.
    package var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateContext {
    /// `.number`.
    package var templateValue: TemplateValue { .number(Double(self)) }
}

extension Double: TemplateContext {
    /// `.number`.
    package var templateValue: TemplateValue { .number(self) }
}

extension Optional: TemplateContext where Wrapped: TemplateContext {
    /// The wrapped value, or `.null`, so `{{#x}}…{{/x}}` shows optional parts.
    package var templateValue: TemplateValue { self?.templateValue ?? .null }
}

extension Array: TemplateContext where Element: TemplateContext {
    /// `.list` of the elements' values.
    package var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Dictionary: TemplateContext where Key == String, Value: TemplateContext {
    /// `.object` of the values.
    package var templateValue: TemplateValue { .object(mapValues(\.templateValue)) }
}
