import Foundation

/// A type-erased shape value.
nonisolated public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let evaluateShape: @MainActor @Sendable (Evaluator, ViewNode, EvaluationContext) -> Void

    /// Creates a type-erased shape.
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        evaluateShape = { evaluator, parent, context in evaluator.evaluate(shape, parent: parent, context: context) }
    }

    /// The erased shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// A shape has no body; the erased shape is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluateShape(evaluator, parent, context)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in _: CGRect) -> Path { self }
    /// A path has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Path: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Path", parent: parent, context: context).attributes["path"] = description
    }
}
