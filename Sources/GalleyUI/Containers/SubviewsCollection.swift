/// An opaque collection representing the subviews of a view.
///
/// As a view, it places all its subviews in order.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The position one past the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    /// A collection has no body; it places its subviews.
    public var body: Never { primitiveBody(Self.self) }
}

/// A slice of a `SubviewsCollection`.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let subviews: ArraySlice<Subview>

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The position one past the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    /// A slice has no body; it places its subviews.
    public var body: Never { primitiveBody(Self.self) }
}

extension SubviewsCollection: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        for subview in subviews { subview.evaluate(in: evaluator, parent: parent, context: context) }
    }
}

extension SubviewsCollectionSlice: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        for subview in subviews { subview.evaluate(in: evaluator, parent: parent, context: context) }
    }
}

/// The data of a `ForEach(subviews:content:)`: the subviews it resolves when evaluated.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// The position of the first subview. The collection is empty: `ForEach` resolves the
    /// subviews while it is evaluated.
    public var startIndex: Int { 0 }
    /// The position one past the last subview.
    public var endIndex: Int { 0 }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview {
        preconditionFailure("index \(position) out of range")
    }
}

/// How a `ForEach(subviews:)` finds its elements: resolving the base view's subviews.
struct SubviewSource {
    let elements: @MainActor (Evaluator, String) -> [SubviewElement]
}

extension ForEach {
    /// Creates an instance that uniquely identifies views across updates based on the
    /// subviews of a given view.
    @MainActor public init<V: View>(
        subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
    )
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        let source = SubviewSource { evaluator, prefix in
            // Subviews are resolved at the position of the ForEach and then placed.
            [
                SubviewElement(id: prefix + ".subviews") { evaluator, parent, context in
                    let node = evaluator.makeNode("ForEach(subviews:)", parent: parent, context: context)
                    let inner = context.insideContainer(node)
                    for subview in evaluator.resolveSubviews(of: view, parent: node, context: inner) {
                        AccessRecorder.reading(into: node.recorder) {
                            evaluator.evaluate(content(subview), parent: node, context: inner.at("[\(subview.id)]"))
                        }
                    }
                }
            ]
        }
        self.init(data: ForEachSubviewCollection(), id: { $0.id }, content: content, subviews: source)
    }
}
