/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's views are identified by the element's id, so state inside a row follows
/// its element when the collection changes. To a container, every element is a subview.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    let subviews: SubviewSource?

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
        self.data = data
        self.content = content
        id = { $0.id }
        subviews = nil
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) where Content: View {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
        subviews = nil
    }

    init(
        data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        subviews: SubviewSource?
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.subviews = subviews
    }

    /// A `ForEach` whose content is not a view, for the runtime modules that give `ForEach` a
    /// conformance of their own (GalleyMapKit's map content), as `TableRowContent` does here.
    package init(
        elements data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: id, content: content, subviews: nil)
    }

    /// The identifier of `element`, for those modules' evaluation.
    package func identifier(of element: Data.Element) -> ID { id(element) }
}

extension ForEach: View where Content: View {
    /// `ForEach` has no body; each element's content is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content, subviews: nil)
    }
}

extension ForEach: PrimitiveView, MultiView where Content: View {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        for element in subviewElements(in: evaluator, id: "") {
            element.evaluate(evaluator, parent, context.at(element.id))
        }
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id prefix: String)
        -> [SubviewElement]
    {
        if let subviews {
            return subviews.elements(evaluator, prefix)
        }
        let content = content
        return data.flatMap { element in
            let view = content(element)
            return evaluator.subviewElements(of: view, id: prefix + "[\(id(element))]")
        }
    }
}
