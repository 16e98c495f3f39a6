// Text environment values. Each has its own key, named after the property, so the evaluated
// tree reports reads by the property's name; the other built-in values are grouped by topic in
// `EnvironmentValues+<Topic>.swift`.

extension EnvironmentValues {
    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}
