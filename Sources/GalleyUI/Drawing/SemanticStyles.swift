import Foundation

// Shape styles that stand for a role rather than a color: the foreground and background of
// the current context, separators, selections, placeholders, links. Galley draws nothing, so
// each is recorded by its name.

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
    /// Creates a foreground style instance.
    public init() {}
    /// `foreground`.
    public var description: String { "foreground" }
}

/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
    /// Creates a background style instance.
    public init() {}
    /// `background`.
    public var description: String { "background" }
}

/// A style appropriate for foreground separator or border lines.
public struct SeparatorShapeStyle: ShapeStyle, CustomStringConvertible {
    /// Creates a new separator shape style instance.
    public init() {}
    /// `separator`.
    public var description: String { "separator" }
}

/// A shape style that displays one of the overlay fills.
public struct FillShapeStyle: ShapeStyle, CustomStringConvertible {
    /// An overlay fill style for filling shapes.
    public init() {}
    /// `fill`.
    public var description: String { "fill" }
}

/// A style used to visually indicate selection following platform conventional colors and
/// behaviors.
public struct SelectionShapeStyle: ShapeStyle, CustomStringConvertible {
    /// Creates a selection shape style.
    public init() {}
    /// `selection`.
    public var description: String { "selection" }
}

/// A style appropriate for placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, CustomStringConvertible {
    /// Creates a new placeholder text shape style.
    public init() {}
    /// `placeholder`.
    public var description: String { "placeholder" }
}

/// A style appropriate for links.
public struct LinkShapeStyle: ShapeStyle, CustomStringConvertible {
    /// Creates a new link shape style instance.
    public init() {}
    /// `link`.
    public var description: String { "link" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// A style used to visually indicate selection.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
