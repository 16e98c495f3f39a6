/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// The content is evaluated at once with a proxy; Galley does no layout, so `scrollTo`
/// moves nothing.
@frozen public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// A container has no body; it evaluates its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension ScrollViewReader: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("ScrollViewReader", content: content(ScrollViewProxy()), parent: parent, context: context)
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
public struct ScrollViewProxy {
    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view. Nothing scrolls in Galley.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
