import Foundation

/// An environment-dependent font. Recorded by name; Galley draws no text.
nonisolated public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The font's name and traits, e.g. `title.bold()`.
    public let description: String
    package init(_ description: String) { self.description = description }

    /// A font with the large title text style.
    public static let largeTitle = Font("largeTitle")
    /// A font with the title text style.
    public static let title = Font("title")
    /// A font for second-level hierarchical headings.
    public static let title2 = Font("title2")
    /// A font for third-level hierarchical headings.
    public static let title3 = Font("title3")
    /// A font with the headline text style.
    public static let headline = Font("headline")
    /// A font with the subheadline text style.
    public static let subheadline = Font("subheadline")
    /// A font with the body text style.
    public static let body = Font("body")
    /// A font with the callout text style.
    public static let callout = Font("callout")
    /// A font with the footnote text style.
    public static let footnote = Font("footnote")
    /// A font with the caption text style.
    public static let caption = Font("caption")
    /// An alternate font with the caption text style.
    public static let caption2 = Font("caption2")

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil)
        -> Font
    {
        Font("system(\(style)" + traits(design: design, weight: weight) + ")")
    }

    /// Specifies a system font to use, along with the size, weight, and design.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font("system(size: \(size)" + traits(design: design, weight: weight) + ")")
    }

    /// Creates a custom font with the given name and a size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font("custom(\(name), size: \(size))")
    }

    /// Creates a custom font with the given name and a size that scales relative to the
    /// given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font("custom(\(name), size: \(size), relativeTo: \(textStyle))")
    }

    /// Creates a custom font with the given name and a fixed size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font("custom(\(name), fixedSize: \(fixedSize))")
    }

    private static func traits(design: Font.Design?, weight: Font.Weight?) -> String {
        (design.map { ", design: \($0)" } ?? "") + (weight.map { ", weight: \($0)" } ?? "")
    }

    /// Adds italics to the font.
    public func italic() -> Font { adding("italic()") }
    /// Adds or removes italics from the font.
    public func italic(_ isActive: Bool) -> Font { isActive ? adding("italic()") : self }
    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font { adding("smallCaps()") }
    /// Adjusts the font to enable lowercase small capitals.
    public func lowercaseSmallCaps() -> Font { adding("lowercaseSmallCaps()") }
    /// Adjusts the font to enable uppercase small capitals.
    public func uppercaseSmallCaps() -> Font { adding("uppercaseSmallCaps()") }
    /// Returns a modified font that uses fixed-width digits, while leaving other characters
    /// proportionally spaced.
    public func monospacedDigit() -> Font { adding("monospacedDigit()") }
    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { adding("weight(\(weight))") }
    /// Sets the width of the font.
    public func width(_ width: Font.Width) -> Font { adding("width(\(width))") }
    /// Adds bold styling to the font.
    public func bold() -> Font { adding("bold()") }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { adding("monospaced()") }
    /// Returns a fixed-width font from the same family as the base font, or the font itself
    /// when `isActive` is false.
    public func monospaced(_ isActive: Bool) -> Font { isActive ? adding("monospaced()") : self }
    /// Adjusts the line spacing of a font.
    public func leading(_ leading: Font.Leading) -> Font { adding("leading(\(leading))") }

    private func adding(_ trait: String) -> Font { Font(description + "." + trait) }
}

extension Font {
    /// A dynamic text style to use for fonts.
    ///
    /// The cases name the same styles as the static fonts (`.title`, `.body`...).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
            caption2
    }

    /// A design to use for fonts.
    ///
    /// `default` is the system design; the others are the serif, rounded and monospaced
    /// variants of the system font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing.
        case tight
        /// Increased line spacing.
        case loose
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// The weight's name, e.g. `semibold`.
        public let description: String
        // The nine weights, from the thinnest to the heaviest.
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

    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width's relative value: 0 is standard, negative narrower, positive wider.
        public var value: CGFloat

        /// Creates a width from a relative value.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest named width.
        public static let compressed = Width(-0.3)
        /// A narrower width than standard.
        public static let condensed = Width(-0.2)
        /// The font's usual width.
        public static let standard = Width(0)
        /// A wider width than standard.
        public static let expanded = Width(0.2)

        /// The width's name when it is one of the named widths, else its value.
        public var description: String {
            switch value {
            case -0.3: "compressed"
            case -0.2: "condensed"
            case 0: "standard"
            case 0.2: "expanded"
            default: "\(value)"
            }
        }
    }
}
