// Literal conformances keep tests and small contexts readable. A string literal is `.string`
// (escaped); HTML must always be marked with `.html(…)` explicitly.

extension TemplateValue: ExpressibleByStringLiteral {
    /// A `.string`.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A `.bool`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// A `.number`.
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// A `.number`.
    package init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// A `.list`.
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// An `.object`; a repeated key keeps the last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        // Sized once: a page's contexts are built from literals of a dozen or more members.
        var members = [String: TemplateValue](minimumCapacity: elements.count)
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// `.null`.
    package init(nilLiteral: ()) { self = .null }
}
