// Shapes draw nothing in Galley; they are leaves recording their fill.

/// A built-in shape: `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, `Ellipse`.
public protocol Shape: View {}

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangular shape with rounded corners.
nonisolated public struct RoundedRectangle: Shape {
    let cornerRadius: Double
    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A circle centered on the frame of the view containing it.
nonisolated public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A capsule shape aligned inside the frame of the view containing it.
nonisolated public struct Capsule: Shape {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View {
        inert(".fill", "\(content)")
    }
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        inert(".stroke", "\(content)")
    }
}

extension Rectangle: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("Rectangle", parent: parent, context: context)
    }
}

extension RoundedRectangle: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("RoundedRectangle", parent: parent, context: context)
    }
}

extension Circle: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("Circle", parent: parent, context: context)
    }
}

extension Capsule: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("Capsule", parent: parent, context: context)
    }
}

extension Ellipse: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("Ellipse", parent: parent, context: context)
    }
}
