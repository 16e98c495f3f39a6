/// An environment-dependent font. Recorded by name; Galley draws no text.
nonisolated public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The font's name and traits, e.g. `title.bold()`.
    public let description: String
    package init(_ description: String) { self.description = description }

    public static let largeTitle = Font("largeTitle")
    public static let title = Font("title")
    public static let title2 = Font("title2")
    public static let title3 = Font("title3")
    public static let headline = Font("headline")
    public static let subheadline = Font("subheadline")
    public static let body = Font("body")
    public static let callout = Font("callout")
    public static let footnote = Font("footnote")
    public static let caption = Font("caption")
    public static let caption2 = Font("caption2")

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
        -> Font
    {
        Font("system(\(style))")
    }
    /// Specifies a system font to use, along with the style, weight, and any design
    /// parameters you want applied to the text.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font("system(size: \(size))")
    }
    /// Create a custom font with the given name and size.
    public static func custom(_ name: String, size: Double) -> Font {
        Font("custom(\(name), \(size))")
    }

    /// Adds bold styling to the font.
    public func bold() -> Font { Font(description + ".bold()") }
    /// Adds italics to the font.
    public func italic() -> Font { Font(description + ".italic()") }
    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { Font(description + ".weight(\(weight))") }
    /// Modifies the font to use monospaced digits.
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit()") }
    /// Modifies the font to use a fixed-width variant.
    public func monospaced() -> Font { Font(description + ".monospaced()") }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
            caption2
    }
    /// A design to use for fonts.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public static let ultraLight = Weight(description: "ultraLight")
        public static let thin = Weight(description: "thin")
        public static let light = Weight(description: "light")
        public static let regular = Weight(description: "regular")
        public static let medium = Weight(description: "medium")
        public static let semibold = Weight(description: "semibold")
        public static let bold = Weight(description: "bold")
        public static let heavy = Weight(description: "heavy")
        public static let black = Weight(description: "black")
    }
}
