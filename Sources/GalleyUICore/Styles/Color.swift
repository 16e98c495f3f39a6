import Foundation

/// A representation of a color that adapts to a given context.
///
/// Galley records colors by name; `print(Color.red)` prints `red`. Used as a view, a color
/// is a leaf in the evaluated tree.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
    /// The color's name or components, e.g. `red` or `#FF8000`.
    public let description: String

    package init(description: String) { self.description = description }

    /// Creates a color from a color set that you indicate by name, in an asset catalog of
    /// `bundle` (the main bundle when nil). Galley has no asset catalogs: the color is
    /// recorded by its name.
    public init(_ name: String, bundle: Bundle? = nil) { description = name }

    /// Creates a constant color from red, green, and blue component values, recorded as
    /// `#RRGGBB` (with its opacity as a percentage before it when not opaque).
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let hex = "#" + [red, green, blue].map { format2(Int(($0 * 255).rounded())) }.joined()
        description = opacity == 1 ? hex : "\(Int((opacity * 100).rounded()))% \(hex)"
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hsb = "hsb(\(hue), \(saturation), \(brightness))"
        description = opacity == 1 ? hsb : "\(Int((opacity * 100).rounded()))% \(hsb)"
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(description: "\(Int((opacity * 100).rounded()))% \(description)")
    }

    /// A color that is `fraction` of the way from this color to `rhs`, recorded as
    /// `mix(self, rhs, fraction)`: Galley keeps colors by name and does not blend them.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(description: "mix(\(description), \(rhs.description), \(fraction))")
    }

    /// A gradient made from this color, lighter at the top and darker at the bottom.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }

    /// The color spaces for colors created from components.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let blue = Color("blue")
    public static let indigo = Color("indigo")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let brown = Color("brown")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
}

private func format2(_ value: Int) -> String {
    let digits = String(max(0, min(255, value)), radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}

extension Color: View {
    /// A color has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.makeNode("Color", detail: description, parent: parent, context: context)
    }
}
