/// One window's focus bookkeeping: which views publish focused values, which view has focus,
/// and the focused values that result, for `@FocusedValue` readers.
///
/// Focus model: a view bound with `.focused(_:)`/`.focused(_:equals:)` whose binding selects
/// it has focus; otherwise the first focusable view (a text field, text editor, or view
/// marked `.focusable()`) in the window has it, as a window's initial first responder does.
/// Values from `focusedSceneValue` always apply; values from `focusedValue` apply when the
/// publisher contains the focused view, the publisher closest to focus winning.
@MainActor package final class FocusCollector {
    private struct Publication {
        var node: ViewNode
        var isScene: Bool
        var publish: (inout FocusedValues) -> Void
    }

    private var publications: [Publication] = []
    private var explicitFocus: [ViewNode] = []
    private var readers: [ViewNode] = []
    private var readDescription: String?
    /// The focused values resolved after the last pass.
    package private(set) var values = FocusedValues()
    /// The node holding focus after the last pass.
    package private(set) var focusedNode: ViewNode?

    package init() {}

    /// Records a publication by `node` (a `focusedValue`/`focusedSceneValue` modifier).
    package func publish(
        from node: ViewNode, isScene: Bool, _ publish: @escaping (inout FocusedValues) -> Void
    ) {
        publications.append(Publication(node: node, isScene: isScene, publish: publish))
    }

    /// Records that `node` holds focus because a focus binding selects it.
    package func focus(_ node: ViewNode) { explicitFocus.append(node) }

    /// Records a view whose `@FocusedValue` read the current values.
    package func addReader(_ node: ViewNode) {
        readers.append(node)
        readDescription = values.description
    }

    /// Resolves the focused values of the tree under `root`; readers are invalidated when the
    /// values they read have changed.
    package func resolve(in root: ViewNode, evaluator: Evaluator) {
        let live = { (node: ViewNode) in !node.isDiscarded && node.isDescendant(of: root) }
        publications.removeAll { !live($0.node) }
        explicitFocus.removeAll { !live($0) }
        readers.removeAll { !live($0) }
        focusedNode = explicitFocus.last ?? root.preorder.first(where: \.isFocusable)
        var values = FocusedValues()
        for publication in publications where publication.isScene { publication.publish(&values) }
        if let focusedNode {
            let chain = publications.filter { !$0.isScene && focusedNode.isDescendant(of: $0.node) }
            for publication in chain.sorted(by: { $0.node.path.count < $1.node.path.count }) {
                publication.publish(&values)
            }
        }
        self.values = values
        if let readDescription, readDescription != values.description {
            self.readDescription = nil
            for reader in readers { evaluator.invalidate(reader, transaction: Transaction()) }
        }
    }
}
