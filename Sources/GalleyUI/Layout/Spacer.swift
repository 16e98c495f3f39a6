import Foundation

/// A flexible space that expands along the major axis of its containing stack layout.
nonisolated public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, or nil for the system's spacing.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A spacer has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Spacer", parent: parent, context: context)
    }
}

/// A visual element that can be used to separate other content.
nonisolated public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// A divider has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Divider", parent: parent, context: context)
    }
}
