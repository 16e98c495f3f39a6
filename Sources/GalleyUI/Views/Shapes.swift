import Foundation

// Shapes compute real paths (`path(in:)`), and as views they are leaves of the evaluated
// tree: a built-in shape is a node named after it, and a custom shape is a node for the type
// with one `Shape` leaf, its body. Fills, strokes and shape transforms are nodes around them.

/// A 2D shape that you can use when drawing a view.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
    /// The kind of drawing a shape's style is used for: fill by default.
    static var role: ShapeRole { get }
    /// How the shape's path behaves in a right-to-left layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// Returns the size of the view that will render the shape, given a proposed size.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Fill.
    public static var role: ShapeRole { .fill }
    /// Mirrors in right-to-left layouts.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    /// The proposal, with unspecified dimensions replaced by 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape {
    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), isBody: true)
    }
}

/// Ways of styling a shape.
public enum ShapeRole: Hashable, Sendable {
    /// The shape is filled.
    case fill
    /// The shape is stroked.
    case stroke
    /// The shape separates content, like a divider.
    case separator
}

/// A description of what should happen when a shape's layout direction is right to left.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// The shape is drawn the same in both layout directions.
    case fixed
    /// The shape is mirrored when the layout direction matches.
    case mirrors(in: LayoutDirection)

    /// The shape is mirrored in right-to-left layouts.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}
