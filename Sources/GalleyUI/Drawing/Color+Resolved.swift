extension Color {
    /// A concrete color value: red, green, blue and opacity components.
    public struct Resolved: Hashable, Sendable {
        /// The amount of red in the color, in the sRGB color space.
        public var red: Float
        /// The amount of green in the color, in the sRGB color space.
        public var green: Float
        /// The amount of blue in the color, in the sRGB color space.
        public var blue: Float
        /// The opacity of the color.
        public var opacity: Float

        /// Creates a resolved color from red, green, and blue component values. GalleyUI
        /// keeps the components as given, in whichever color space they are.
        public init(
            colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
        ) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// Creates a constant color with the components of a resolved color.
    public init(_ resolved: Color.Resolved) {
        self.init(
            .sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }
}
