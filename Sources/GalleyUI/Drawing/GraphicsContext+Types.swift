import Foundation

extension GraphicsContext {
    /// The ways that a graphics context combines new content with background content.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The raw value.
        public let rawValue: Int32
        /// Creates a blend mode from a raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: Sendable {
        let name: String

        /// A shading instance that draws a copy of the current background.
        public static let backdrop = Shading(name: "backdrop")
        /// A shading instance that fills with the foreground style from the graphics
        /// context's environment.
        public static let foreground = Shading(name: "foreground")
        /// Returns a shading instance that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(name: color.description) }
        /// Returns a shading instance that fills with a color in the given color space.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// Returns a shading instance that fills with a monochrome color in the given color
        /// space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> Shading
        {
            color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Returns a shading instance that fills with the given shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: detailStyle(style)) }
        /// Returns a multilevel shading instance constructed from an array of shading
        /// instances.
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(name: "palette(" + array.map(\.name).joined(separator: ", ") + ")")
        }
        /// Returns a shading instance that fills a linear (axial) gradient.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "linearGradient\(gradient)")
        }
        /// Returns a shading instance that fills a radial gradient.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "radialGradient\(gradient)")
        }
        /// Returns a shading instance that fills a conic (angular) gradient.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "conicGradient\(gradient)")
        }
        /// Returns a shading instance that tiles an image across the infinite plane.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(name: "tiledImage(\(image.name))")
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that repeats the gradient outside its nominal range.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// An option that repeats the gradient outside its nominal range, reflecting every
        /// other instance.
        public static let mirror = GradientOptions(rawValue: 2)
        /// An option that interpolates between colors in a linear color space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A type that applies image processing operations to rendered content.
    public struct Filter: Sendable {
        let name: String

        /// Returns a filter that adds a shadow.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(name: "shadow(radius: \(radius))")
        }
        /// Returns a filter that multiplies each color component by the matching component of
        /// a given color.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply(\(color))") }
        /// Returns a filter that applies a hue rotation adjustment.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        /// Returns a filter that applies a saturation adjustment.
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation(\(amount))") }
        /// Returns a filter that applies a brightness adjustment.
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness(\(amount))") }
        /// Returns a filter that applies a contrast adjustment.
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast(\(amount))") }
        /// Returns a filter that inverts the color of their results.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert(\(amount))") }
        /// Returns a filter that applies a grayscale adjustment.
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale(\(amount))") }
        /// A filter that sets the opacity of each pixel based on its luminance.
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        /// Returns a filter that applies a Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(name: "blur(radius: \(radius))")
        }
        /// Returns a filter that replaces each pixel with alpha components within a range by a
        /// constant color, or transparency otherwise.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(name: "alphaThreshold(min: \(min))")
        }
    }

    /// Options that configure the graphics context filter that creates shadows.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to draw the shadow above its content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// An option that causes the filter to draw only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// An option that causes the filter to invert the alpha of the shadow.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// An option that causes the filter to composite the object and its shadow separately.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to ensure the result is completely opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// An option that causes the filter to dither the result.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options that configure a filter that you add to a graphics context.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to perform calculations in a linear color space.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A text view that is fixed with the current values of a graphics context's environment.
    public struct ResolvedText {
        let text: Text
        /// The shading to fill uncolored text regions with.
        public var shading: Shading = .foreground
        /// Measures the size of the resolved text for a given area into which the text should
        /// be placed: zero, since Galley sets no text.
        public func measure(in size: CGSize) -> CGSize { .zero }
        /// Gets the distance from the first line's ascender to its baseline: zero in Galley.
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
        /// Gets the distance from the first line's ascender to the last line's baseline: zero
        /// in Galley.
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
    }

    /// An image resolved to a particular environment.
    public struct ResolvedImage {
        let image: Image
        /// The size of the image: zero, since Galley loads no images.
        public var size: CGSize { .zero }
        /// The distance from the top of the image to its baseline.
        public let baseline: CGFloat = 0
        /// An optional shading to fill the image with.
        public var shading: Shading?
    }

    /// A static sequence of drawing operations that may be drawn multiple times.
    public struct ResolvedSymbol {
        /// The dimensions of the resolved symbol.
        public var size: CGSize { .zero }
    }
}
