/// One node of an evaluated view tree: a view, a modifier, or a scene-level placeholder.
///
/// Nodes are what the evaluator builds while calling `body`; GalleyUI turns them into the
/// public `EvaluatedView` value for outlines and renderers. A node keeps what it needs to be
/// evaluated again (its `rebuild` closure) when state it owns changes.
@MainActor package final class ViewNode {
    /// The view's type name (`ContentView`, `Text`) or a modifier's name (`.padding`).
    package let kind: String
    /// What the view shows or the modifier sets, e.g. a text's string.
    package var detail: String?
    /// Structural identity: the path of kinds and positions from the root.
    package let path: String
    package private(set) var children: [ViewNode] = []
    package private(set) weak var parent: ViewNode?
    /// The evaluator that built this node.
    package weak var evaluator: Evaluator?
    /// The environment keys this view's properties read while its `body` ran.
    package let recorder = AccessRecorder()
    /// Lifecycle actions, fired when the node appears in or leaves the tree.
    package var onAppear: (() -> Void)?
    package var onDisappear: (() -> Void)?
    /// Evaluates this node's content again, in the given transaction.
    package var rebuild: ((Transaction) -> Void)?
    /// Marks a node that takes keyboard focus (text fields, `.focusable()`).
    package var isFocusable = false
    /// What a renderer needs beyond `detail`, by name: a text's string, a stack's spacing.
    package var attributes: [String: String] = [:]
    /// The environment the node was placed in, for renderers (fonts, colour scheme) and the
    /// inspector (where each value came from).
    package var environment = EnvironmentValues()
    /// Set when an ancestor was rebuilt and this node was replaced.
    package private(set) var isDiscarded = false

    package init(kind: String, detail: String? = nil, path: String) {
        self.kind = kind
        self.detail = detail
        self.path = path
    }

    package func append(_ child: ViewNode) {
        child.parent = self
        child.evaluator = child.evaluator ?? evaluator
        children.append(child)
    }

    /// Drops the children before a rebuild, discarding their subtrees.
    package func removeChildren() {
        for child in children where child.parent === self { child.discard() }
        children = []
    }

    private func discard() {
        isDiscarded = true
        for child in children where child.parent === self { child.discard() }
    }

    /// Every node of the subtree in depth-first pre-order, this one first.
    package var preorder: [ViewNode] {
        [self] + children.flatMap(\.preorder)
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    package func isDescendant(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
