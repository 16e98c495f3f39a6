import Foundation

// Text and typography modifiers on any view. Those whose SwiftUI namesakes write a public
// environment value write it here too (`lineSpacing`, `truncationMode`, `textCase`,
// `lineLimit`...), so a view below that reads it sees the value; the others are recorded.

extension View {
    /// Applies a bold font weight to the text in this view. Recorded.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        inert(".bold", isActive ? nil : "false")
    }

    /// Applies italics to the text in this view. Recorded.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        inert(".italic", isActive ? nil : "false")
    }

    /// Sets the font weight of the text in this view. Recorded.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        inert(".fontWeight", weight.map(\.description))
    }

    /// Sets the font width of the text in this view. Recorded.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        inert(".fontWidth", width.map(\.description) ?? "nil")
    }

    /// Sets the font design of the text in this view. Recorded.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        inert(".fontDesign", design.map { "\($0)" } ?? "nil")
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current
    /// font. Recorded.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        inert(".monospaced", isActive ? nil : "false")
    }

    /// Modifies the fonts of all child views to use fixed-width digits. Recorded.
    nonisolated public func monospacedDigit() -> some View { inert(".monospacedDigit") }

    /// Sets the spacing, or kerning, between characters for the text in this view. Recorded.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { inert(".kerning", "\(kerning)") }

    /// Sets the tracking for the text in this view. Recorded.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { inert(".tracking", "\(tracking)") }

    /// Sets the vertical offset for the text relative to its baseline in this view. Recorded.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        inert(".baselineOffset", "\(baselineOffset)")
    }

    /// Sets the amount of space between lines of text in this view; it writes `lineSpacing`.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modified(".lineSpacing", detail: "\(lineSpacing)") { context, _ in
            context.environment.lineSpacing = lineSpacing
        }
    }

    /// Sets the default line height of the text in this view; it writes `lineHeight`.
    nonisolated public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        modified(".lineHeight", detail: lineHeight?.detail ?? "nil") { context, _ in
            context.environment.lineHeight = lineHeight
        }
    }

    /// Sets the truncation mode for lines of text that are too long to fit; it writes
    /// `truncationMode`.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modified(".truncationMode", detail: "\(mode)") { context, _ in
            context.environment.truncationMode = mode
        }
    }

    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit text in a line; it writes `allowsTightening`.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        modified(".allowsTightening", detail: "\(flag)") { context, _ in
            context.environment.allowsTightening = flag
        }
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available
    /// space; it writes `minimumScaleFactor`.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modified(".minimumScaleFactor", detail: "\(factor)") { context, _ in
            context.environment.minimumScaleFactor = factor
        }
    }

    /// Sets a transform for the case of the text contained in this view when displayed; it
    /// writes `textCase`.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        modified(".textCase", detail: textCase.map { "\($0)" } ?? "nil") { context, _ in
            context.environment.textCase = textCase
        }
    }

    /// Controls whether people can select text within this view. Recorded.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        inert(".textSelection", S.allowsSelection ? "enabled" : "disabled")
    }
}
