import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// Galley lays nothing out, so no space is ever short: the first child always fits, and it
/// is the only one evaluated, as it is the only one SwiftUI would show with room to spare.
nonisolated public struct ViewThatFits<Content: View>: View {
    let content: Content
    let axes: Axis.Set

    /// Produces a view constrained in the given axes from one of several alternatives
    /// provided by a view builder.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }

    /// A container has no body; it shows one of its children.
    public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode("ViewThatFits", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let candidates = evaluator.resolvingSubviews(of: content, parent: node, context: inner)
        node.detail = candidates.count > 1 ? "first of \(candidates.count)" : nil
        if let first = candidates.first { first.evaluate(evaluator, node, inner.at(first.id)) }
    }
}
