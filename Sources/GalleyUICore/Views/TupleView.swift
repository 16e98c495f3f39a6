/// A view created from a Swift tuple of view values.
///
/// It adds no node of its own: its elements become siblings in the evaluated tree, and
/// separate subviews of their container.
nonisolated public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    private let views: [any View]

    /// Creates a tuple view; `ViewBuilder.buildBlock` builds these for you.
    public init(_ value: T) {
        self.value = value
        var views: [any View] = []
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { views.append(view) }
        }
        self.views = views
    }

    package init(value: T, views: [any View]) {
        self.value = value
        self.views = views
    }

    /// A tuple view has no body; the evaluator walks its elements.
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView, MultiView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        for (index, view) in views.enumerated() {
            evaluator.evaluate(view, parent: parent, context: context.at(".\(index)"))
        }
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        views.enumerated().flatMap { index, view in
            evaluator.subviewElements(of: view, id: id + ".\(index)").map { element in
                var element = element
                let run = element.evaluate
                element.evaluate = { evaluator, parent, context in
                    run(evaluator, parent, context.at(".\(index)"))
                }
                return element
            }
        }
    }
}
