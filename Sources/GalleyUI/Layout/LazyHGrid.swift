import Foundation

/// A container view that arranges its child views in a grid that grows horizontally. Its
/// content is evaluated like a stack's; the rows are recorded.
nonisolated public struct LazyHGrid<Content: View>: View {
    let content: Content
    let layout: [String: String]

    /// Creates a grid that grows horizontally, given the provided properties.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = [
            "rows": rows.map { "\($0.size)" }.joined(separator: ", "),
            "alignment": alignment.description, "spacing": spacing.map { "\($0)" } ?? "",
        ]
    }

    /// A grid has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyHGrid: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("LazyHGrid", attributes: layout, content: content, parent: parent, context: context)
    }
}
