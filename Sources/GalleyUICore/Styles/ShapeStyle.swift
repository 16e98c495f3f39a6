/// A color or pattern to use when rendering a shape. Inert in Galley: styles are recorded.
public protocol ShapeStyle: Sendable {}

/// A shape style that maps to one of the numbered content styles (`.primary`, `.secondary`…).
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The level's name.
    public let description: String
    public static let primary = HierarchicalShapeStyle(description: "primary")
    public static let secondary = HierarchicalShapeStyle(description: "secondary")
    public static let tertiary = HierarchicalShapeStyle(description: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(description: "quaternary")
    public static let quinary = HierarchicalShapeStyle(description: "quinary")
}

/// The style a view's tint and accent colors produce.
nonisolated public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
    /// `tint`.
    public var description: String { "tint" }
    /// Creates the tint style.
    public init() {}
}

/// A background material type.
nonisolated public struct Material: ShapeStyle, CustomStringConvertible {
    /// The material's name.
    public let description: String
    public static let ultraThinMaterial = Material(description: "ultraThinMaterial")
    public static let thinMaterial = Material(description: "thinMaterial")
    public static let regularMaterial = Material(description: "regularMaterial")
    public static let thickMaterial = Material(description: "thickMaterial")
    public static let ultraThickMaterial = Material(description: "ultraThickMaterial")
    public static let bar = Material(description: "bar")
    /// A material that's somewhat translucent.
    public static let regular = Material(description: "regularMaterial")
    /// A material that's more translucent than regular.
    public static let thin = Material(description: "thinMaterial")
    /// A mostly translucent material.
    public static let ultraThin = Material(description: "ultraThinMaterial")
    /// A material that's more opaque than regular.
    public static let thick = Material(description: "thickMaterial")
    /// A mostly opaque material.
    public static let ultraThick = Material(description: "ultraThickMaterial")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}
