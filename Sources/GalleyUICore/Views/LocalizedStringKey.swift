import Foundation

/// The key used to look up an entry in a strings file or strings dictionary file.
///
/// Galley has no string tables: a key resolves to its own text, with interpolated values
/// formatted in place.
nonisolated public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    package let resolved: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { resolved = value }

    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) { resolved = value }

    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.text }

    /// Represents the contents of a string literal with interpolations while it's being
    /// built, for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Creates an empty instance ready to be filled with string literal content.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends a literal string segment to a string interpolation.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends a literal string.
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// Appends the description of any value.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// Appends a value formatted with a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            text += format.format(input)
        }
        /// Appends a date in the given text style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += Text(date, style: style).string
        }
        /// Appends a text view's content.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
        /// Appends a number formatted with a `printf`-style format specifier, such as `%.2f`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
        /// Appends an image, shown by its name.
        public mutating func appendInterpolation(_ image: Image) { text += "[\(image.name)]" }
    }
}
