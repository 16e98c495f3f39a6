/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// Galley evaluates the root. A path's values are counted (shown as the node's detail) but
/// their destinations are not pushed; `navigationDestination(isPresented:)` and
/// `navigationDestination(item:)` are, since they present like a sheet.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let pathCount: () -> Int?

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        pathCount = { nil }
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        pathCount = { path.wrappedValue.count }
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {
        self.root = root()
        pathCount = { path.wrappedValue.count }
    }

    /// A navigation stack has no body; it shows its root.
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "NavigationStack", detail: pathCount().map { "path: \($0)" }, content: root, parent: parent,
            context: context)
    }
}
