import Foundation

// The environment values that the typography and control modifiers write. `lineLimit`,
// `multilineTextAlignment` and `font` are declared with the other built-in values.

extension EnvironmentValues {
    /// The size to apply to controls within a view, which `controlSize(_:)` sets.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the
    /// next, which `lineSpacing(_:)` sets.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How text that does not fit is truncated, which `truncationMode(_:)` sets.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The line height that text in the subtree uses, which `lineHeight(_:)` sets; `nil`, the
    /// default, leaves the choice to each context.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }

    /// Whether text may tighten the space between characters to fit, which
    /// `allowsTightening(_:)` sets.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The smallest fraction of its font size that text may shrink to in order to fit,
    /// which `minimumScaleFactor(_:)` sets.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A stylistic override to transform the case of text, which `textCase(_:)` sets.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

private struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

private struct LineHeightKey: EnvironmentKey {
    static var defaultValue: AttributedString.LineHeight? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}
