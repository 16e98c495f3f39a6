/// A type that collects multiple instances of a content type into a single unit.
///
/// A plain group adds no node: its content's views become children of the group's parent
/// and separate subviews of the nearest container.
nonisolated public struct Group<Content> {
    let content: Content

    init(content: Content) { self.content = content }
}

extension Group: View where Content: View {
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group has no body; it evaluates its content in place.
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView, MultiView where Content: View {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.evaluate(content, parent: parent, context: context.at(".group"))
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        evaluator.subviewElements(of: content, id: id + ".group")
    }
}

extension Group {
    /// Constructs a group from the subviews of the given view, transformed by `transform`.
    ///
    /// Each subview of `view` is evaluated once, in this group's environment, to collect the
    /// container values set on it; `transform` then places the subviews as it likes.
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(base: view, transform: transform)
    }
}

/// The content of a `Group(subviews:transform:)`.
nonisolated public struct GroupElementsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    /// It has no body; the evaluator resolves the subviews and applies the transform.
    public var body: Never { primitiveBody(Self.self) }
}

extension GroupElementsOfContent: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Group(subviews:)", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let subviews = evaluator.resolveSubviews(of: base, parent: node, context: inner)
        // What the transform reads from the subviews' container values is the group's read.
        AccessRecorder.reading(into: node.recorder) {
            evaluator.evaluate(transform(subviews), parent: node, context: inner.at(".transform"))
        }
    }
}
