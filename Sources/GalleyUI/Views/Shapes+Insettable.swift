import Foundation

// Shape vocabulary beyond the basic shapes: insettable shapes and their border, the
// container-relative shape, clip and container shapes, and the `.rect`/`.circle` shorthands.
// All inert: Galley draws nothing.

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Ellipse: InsettableShape {}

/// A shape that is replaced by an inset version of the current container shape.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// Creates the shape.
    public init() {}
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension ContainerRelativeShape: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("ContainerRelativeShape", parent: parent, context: context)
    }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    /// Creates a new stroke style from the given components.
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half the line width and
    /// filling the result with `content`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = Color.primary, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        inert(".strokeBorder", "\(content)")
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with `content`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = Color.primary, style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        inert(".strokeBorder", "\(content)")
    }
}

extension Shape {
    /// Traces the outline of this shape with a color or gradient, in the given style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        inert(".stroke", "\(content)")
    }
    /// Traces the outline of this shape in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { inert(".stroke") }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule shape.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse shape.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets a clipping shape for this view. Inert.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        inert(".clipShape", "\(S.self)")
    }

    /// Clips this view to its bounding rectangular frame. Inert.
    public func clipped(antialiased: Bool = false) -> some View { inert(".clipped") }

    /// Sets the container shape to use for any container relative shape within this view.
    /// Inert.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        inert(".containerShape", "\(T.self)")
    }

    /// Defines the content shape for hit testing. Inert.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        inert(".contentShape", "\(S.self)")
    }
}
