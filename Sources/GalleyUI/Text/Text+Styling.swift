import Foundation

// Text's own modifiers. Each returns a `Text` that records it (the evaluated tree lists
// them after the string), so styled texts still concatenate with `+`.

extension Text {
    /// Sets the default font for text in the view.
    nonisolated public func font(_ font: Font?) -> Text { styled("font: \(font.map(\.description) ?? "nil")") }
    /// Sets the font weight of the text.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled("weight: \(weight.map(\.description) ?? "nil")")
    }
    /// Sets the font width of the text.
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text {
        styled("width: \(width.map(\.description) ?? "nil")")
    }
    /// Sets the font design of the text.
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
        styled("design: \(design.map { "\($0)" } ?? "nil")")
    }
    /// Applies a bold font weight to the text.
    nonisolated public func bold() -> Text { styled("bold") }
    /// Applies a bold font weight to the text when `isActive` is true.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? styled("bold") : self }
    /// Applies italics to the text.
    nonisolated public func italic() -> Text { styled("italic") }
    /// Applies italics to the text when `isActive` is true.
    nonisolated public func italic(_ isActive: Bool) -> Text { isActive ? styled("italic") : self }
    /// Modifies the font of the text to use the fixed-width variant of the current font.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? styled("monospaced") : self
    }
    /// Modifies the text view's font to use fixed-width digits.
    nonisolated public func monospacedDigit() -> Text { styled("monospacedDigit") }
    /// Sets the style of the text displayed by this view.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled("foregroundStyle: \(style)")
    }
    /// Sets the color of the text displayed by this view.
    nonisolated public func foregroundColor(_ color: Color?) -> Text {
        styled("foregroundColor: \(color.map(\.description) ?? "nil")")
    }
    /// Applies a strikethrough to the text.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled("strikethrough") : self
    }
    /// Applies a strikethrough with a line pattern to the text.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        isActive ? styled("strikethrough") : self
    }
    /// Applies an underline to the text.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled("underline") : self
    }
    /// Applies an underline with a line pattern to the text.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        isActive ? styled("underline") : self
    }
    /// Sets the spacing, or kerning, between characters.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { styled("kerning: \(kerning)") }
    /// Sets the tracking for the text.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { styled("tracking: \(tracking)") }
    /// Sets the vertical offset for the text relative to its baseline.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled("baselineOffset: \(baselineOffset)")
    }
    /// Applies a text scale to the text.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? styled("textScale: \(scale)") : self
    }

    private func styled(_ style: String) -> Text {
        var text = self
        text.styles.append(style)
        return text
    }
}
