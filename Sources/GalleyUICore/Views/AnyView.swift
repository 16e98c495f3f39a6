/// A type-erased view.
///
/// The erased view keeps its own type name in the evaluated tree, but its identity includes
/// the erasure, as in SwiftUI: changing the wrapped type replaces the subtree.
nonisolated public struct AnyView: View {
    private let view: any View

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) { self.view = view }

    /// Creates an instance that type-erases the parameter, or nil if it isn't a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    /// `AnyView` has no body; it evaluates the erased view.
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView, MultiView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.evaluate(
            view, parent: parent, context: context.at(".\(String(describing: type(of: view)))"))
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        evaluator.subviewElements(of: view, id: id)
    }
}
