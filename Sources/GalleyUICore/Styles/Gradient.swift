import Foundation

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a unit point at the origin.
    public init() { self.init(x: 0, y: 0) }
    /// Creates a unit point with the specified horizontal and vertical offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A color gradient represented as an array of color stops, each having a parametric
/// location value.
public struct Gradient: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// Creates a gradient from an array of colors, evenly spaced.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// `[red, blue]`.
    public var description: String { "[" + stops.map(\.color.description).joined(separator: ", ") + "]" }

    /// A method of interpolating between the colors in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolates gradient colors in the output color space.
        public static let device = ColorSpace(name: "device")
        /// Interpolates gradient colors in a perceptual color space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// Returns a version of the gradient that will use a specified color space for
    /// interpolating between its colors.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self) }
}

/// A color gradient, as `Color.gradient` makes: used as a shape style, it is drawn top to
/// bottom unless a gradient shape style says otherwise.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    package let gradient: Gradient

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// Returns a version of the gradient that will use a specified color space for
    /// interpolating between its colors.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    /// `gradient[red]`.
    public var description: String { "gradient\(gradient)" }
}

/// A linear gradient. Recorded, not drawn: as a view it is a leaf of the evaluated tree.
nonisolated public struct LinearGradient: ShapeStyle, View, CustomStringConvertible {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// `LinearGradient([red, blue])`.
    public var description: String { "LinearGradient(\(gradient))" }
    /// A gradient has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension LinearGradient: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.makeNode("LinearGradient", detail: gradient.description, parent: parent, context: context)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a gradient value such as `Color.blue.gradient`.
    public static func linearGradient(
        _ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom
    )
        -> some ShapeStyle
    {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
