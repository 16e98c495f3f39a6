import Foundation

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The erased style's description.
    public let description: String

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) { description = detailStyle(style) }
}

/// A shape style that fills a shape by repeating a region of an image.
public struct ImagePaint: ShapeStyle, CustomStringConvertible {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while it's drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// `image(name)`.
    public var description: String { "image(\(image.name))" }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// A shape style derived from another: a level of it, or it with an opacity, blend mode or
/// shadow applied. Recorded by description.
struct DerivedShapeStyle: ShapeStyle, CustomStringConvertible {
    let description: String
}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when
    /// drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        DerivedShapeStyle(description: "\(Int((opacity * 100).rounded()))% \(detailStyle(self))")
    }

    /// Returns a new style based on `self` that applies the specified blend mode when drawing.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        DerivedShapeStyle(description: "\(detailStyle(self)).blendMode(\(mode))")
    }

    /// Applies the specified shadow effect to the shape style.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        DerivedShapeStyle(description: "\(detailStyle(self)).shadow(\(style))")
    }

    /// The second level of this shape style.
    public var secondary: some ShapeStyle { DerivedShapeStyle(description: "\(detailStyle(self)).secondary") }
    /// The third level of this shape style.
    public var tertiary: some ShapeStyle { DerivedShapeStyle(description: "\(detailStyle(self)).tertiary") }
    /// The fourth level of this shape style.
    public var quaternary: some ShapeStyle { DerivedShapeStyle(description: "\(detailStyle(self)).quaternary") }
    /// The fifth level of this shape style.
    public var quinary: some ShapeStyle { DerivedShapeStyle(description: "\(detailStyle(self)).quinary") }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style with the given shadow.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        DerivedShapeStyle(description: "foreground.shadow(\(style))")
    }
}

/// A style to use when rendering shadows.
public struct ShadowStyle: Equatable, Sendable, CustomStringConvertible {
    /// The shadow's description, e.g. `drop(radius: 4.0)`.
    public let description: String

    /// Creates a custom drop shadow style.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(description: "drop(radius: \(radius))")
    }

    /// Creates a custom inner shadow style.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(description: "inner(radius: \(radius))")
    }
}
