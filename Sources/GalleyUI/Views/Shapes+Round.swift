import Foundation

/// A circle centered on the frame of the view containing it; its diameter is the frame's
/// shorter side.
nonisolated public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// The circle in the middle of `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// A square of the proposal's shorter side.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle
/// whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Circle: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Circle", parent: parent, context: context)
    }
}

extension Ellipse: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Ellipse", parent: parent, context: context)
    }
}

extension Capsule: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Capsule", parent: parent, context: context)
    }
}
