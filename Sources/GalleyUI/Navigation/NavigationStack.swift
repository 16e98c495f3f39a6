/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// Galley evaluates the root, then, for each value of the path in order, the destination
/// that a `navigationDestination(for:destination:)` inside the root registered for the
/// value's type: the pushed view sees `isPresented` true, and its `dismiss` pops it and the
/// views above it. A value with no destination for its type is recorded and shows nothing.
/// The path's length is the node's detail.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The path's values, or nil when the stack manages its own (empty) path.
    let path: () -> [Any]?
    /// Shortens the path to the given number of values.
    let popTo: (Int) -> Void

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = { nil }
        popTo = { _ in }
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        self.path = { path.wrappedValue.map { $0 as Any } }
        popTo = { count in
            let extra = path.wrappedValue.count - count
            if extra > 0 { path.wrappedValue.removeLast(extra) }
        }
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {
        self.root = root()
        self.path = { path.wrappedValue.values }
        popTo = { count in
            let extra = path.wrappedValue.count - count
            if extra > 0 { path.wrappedValue.removeLast(extra) }
        }
    }

    /// A navigation stack has no body; it shows its root.
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let values = path()
        let node = evaluator.makeNode(
            "NavigationStack", detail: values.map { "path: \($0.count)" }, parent: parent,
            context: context)
        let inner = context.insideContainer(node)
        let destinations = NavigationDestinations()
        destinations.collecting {
            evaluator.evaluate(root, parent: node, context: inner.at(".root"))
        }
        for (index, value) in (values ?? []).enumerated() {
            push(value, at: index, destinations: destinations, in: evaluator, node: node, context: inner)
        }
    }

    /// Evaluates the destination for the path value at `index` under a node of its own.
    @MainActor private func push(
        _ value: Any, at index: Int, destinations: NavigationDestinations, in evaluator: Evaluator,
        node: ViewNode, context: EvaluationContext
    ) {
        let destination = destinations.destination(for: value)
        let detail = describe(value) + (destination == nil ? " (no destination for \(type(of: value)))" : "")
        var pushed = context.at(".path.\(index)")
        let pushedNode = evaluator.makeNode("NavigationDestination", detail: detail, parent: node, context: pushed)
        let popTo = popTo
        pushed.environment[IsPresentedKey.self] = true
        pushed.environment[DismissKey.self] = DismissAction(action: { popTo(index) }, isPresentation: true)
        destination?(value, evaluator, pushedNode, pushed.inside(pushedNode))
    }
}
