import Observation

/// Evaluates a view tree for real: calls `body`, resolves each view's environment, installs
/// property wrappers, fires lifecycle actions, and re-evaluates views whose state changed
/// until the tree is stable.
///
/// A state change re-evaluates the subtree of the view that owns the state, within the
/// transaction that was current when the state changed (`withTransaction`, `withAnimation`).
/// An `Observable` object's change re-evaluates the views whose `body` read it. Unlike
/// SwiftUI, unchanged children inside a re-evaluated subtree are evaluated again too.
@MainActor package final class Evaluator {
    /// The root of the evaluated tree.
    package let root: ViewNode
    /// Persistent storage of `@State` and similar wrappers, keyed by identity.
    private var storage: [String: AnyObject] = [:]
    private var invalidated: [(node: ViewNode, transaction: Transaction)] = []
    private var afterPass: [() -> Void] = []
    private var appeared: [String: ViewNode] = [:]
    /// Called after each pass while settling, e.g. to recompute focused values.
    package var onPass: (() -> Void)?
    /// The largest number of update passes `settle()` runs before giving up on a cycle.
    package static let maximumPasses = 100

    package init(rootKind: String = "Root") {
        root = ViewNode(kind: rootKind, path: "")
        root.evaluator = self
    }

    // MARK: - Evaluating views

    /// Adds the nodes for `view` under `parent`.
    package func evaluate<V: View>(_ view: V, parent: ViewNode, context: EvaluationContext) {
        if let primitive = view as? any PrimitiveView {
            primitive.evaluate(in: self, parent: parent, context: context)
            return
        }
        let node = makeNode(String(describing: V.self), parent: parent, context: context)
        node.rebuild = { [unowned self, unowned node] transaction in
            var context = context
            context.transaction = transaction
            node.removeChildren()
            node.recorder.reset()
            self.evaluateBody(of: view, node: node, context: context)
        }
        evaluateBody(of: view, node: node, context: context)
    }

    private func evaluateBody<V: View>(of view: V, node: ViewNode, context: EvaluationContext) {
        install(view, node: node, context: context)
        let body = tracking(node) { view.body }
        evaluate(body, parent: node, context: context.inside(node))
    }

    /// Creates a node for a view of `kind` at the context's position and attaches it.
    @discardableResult
    package func makeNode(
        _ kind: String, detail: String? = nil, parent: ViewNode, context: EvaluationContext
    )
        -> ViewNode
    {
        let node = ViewNode(kind: kind, detail: detail, path: context.path + "/" + kind)
        node.environment = context.environment
        parent.append(node)
        return node
    }

    /// The subviews `view` stands for when a container lays it out.
    ///
    /// While a container resolves its subviews (`resolvingSubviews`), a custom view counts
    /// for the subviews of its `body`: its node is added under the container, its properties
    /// are installed and its `body` is flattened in turn.
    package func subviewElements<V: View>(of view: V, id: String) -> [SubviewElement] {
        if let multi = view as? any MultiView { return multi.subviewElements(in: self, id: id) }
        if !(view is any PrimitiveView), let (parent, context) = resolution {
            let node = makeNode(String(describing: V.self), parent: parent, context: context)
            install(view, node: node, context: context)
            let body = tracking(node) { view.body }
            resolution = (node, context.inside(node))
            defer { resolution = (parent, context) }
            return subviewElements(of: body, id: id)
        }
        return [
            SubviewElement(id: id) { evaluator, parent, context in
                evaluator.evaluate(view, parent: parent, context: context)
            }
        ]
    }

    private var resolution: (parent: ViewNode, context: EvaluationContext)?

    /// The subviews of `base` for a container whose node is `parent`, flattening custom
    /// views; their nodes are added under `parent`.
    package func resolvingSubviews<V: View>(of base: V, parent: ViewNode, context: EvaluationContext)
        -> [SubviewElement]
    {
        let outer = resolution
        resolution = (parent, context)
        defer { resolution = outer }
        return subviewElements(of: base, id: "")
    }

    /// Runs `body` while recording the `Observable` properties it reads; a later change to
    /// any of them invalidates `node`.
    package func tracking<T>(_ node: ViewNode, _ body: () -> T) -> T {
        let reference = NodeReference(node)
        return withObservationTracking({ AccessRecorder.reading(into: node.recorder, body) }) {
            reference.invalidateOnMainActor()
        }
    }

    // MARK: - Property wrappers

    /// Connects the property wrappers stored in `value` (a view, modifier, app or commands)
    /// to `node`, looking inside nested `DynamicProperty` structs.
    package func install(
        _ value: Any, node: ViewNode, context: EvaluationContext, prefix: String = ""
    ) {
        for child in Mirror(reflecting: value).children {
            let label = prefix + (child.label ?? "?")
            if let property = child.value as? any InstallableProperty {
                property.install(
                    PropertyInstallation(evaluator: self, node: node, context: context, label: label))
            } else if child.value is any DynamicProperty {
                install(child.value, node: node, context: context, prefix: label + ".")
            }
        }
    }

    /// The persistent storage for `key`, created with `make` on first use.
    package func storage<T: AnyObject>(for key: String, make: () -> T) -> T {
        if let existing = storage[key] as? T { return existing }
        let created = make()
        storage[key] = created
        return created
    }

    // MARK: - Updates

    /// Schedules `node` to be evaluated again in `transaction` once the current pass ends.
    package func invalidate(_ node: ViewNode, transaction: Transaction) {
        if let index = invalidated.firstIndex(where: { $0.node === node }) {
            invalidated[index].transaction = transaction
        } else {
            invalidated.append((node, transaction))
        }
    }

    /// Queues work, such as an `onChange` action, to run after the current pass.
    package func afterPass(_ action: @escaping () -> Void) { afterPass.append(action) }

    /// Fires lifecycle actions and processes updates until nothing changes, at most
    /// `maximumPasses` times. Returns false if the tree never settled.
    @discardableResult
    package func settle() -> Bool {
        for _ in 0..<Self.maximumPasses {
            fireLifecycle()
            let actions = afterPass
            afterPass = []
            actions.forEach { $0() }
            onPass?()
            guard !invalidated.isEmpty || !afterPass.isEmpty else { return true }
            let batch = invalidated
            invalidated = []
            let targets = batch.compactMap { entry in
                rebuildable(entry.node).map { ($0, entry.transaction) }
            }
            for (node, transaction) in targets where isLive(node) {
                let coveredByAncestor = targets.contains { other in
                    other.0 !== node && node.isDescendant(of: other.0) && isLive(other.0)
                }
                if !coveredByAncestor { node.rebuild?(transaction) }
            }
        }
        return false
    }

    /// The node itself, or its nearest ancestor that can be rebuilt (a custom view flattened
    /// into a container's subviews is rebuilt with the view that holds the container).
    private func rebuildable(_ node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let candidate = current, candidate.rebuild == nil { current = candidate.parent }
        return current
    }

    private func isLive(_ node: ViewNode) -> Bool {
        !node.isDiscarded && node.isDescendant(of: root)
    }

    /// Calls `onAppear` for nodes new to the tree, in tree order, and `onDisappear` for
    /// nodes that left it.
    private func fireLifecycle() {
        var current: [String: ViewNode] = [:]
        var appearing: [ViewNode] = []
        for node in root.preorder where node.onAppear != nil || node.onDisappear != nil {
            current[node.path] = node
            if appeared[node.path] == nil { appearing.append(node) }
        }
        let gone = appeared.filter { current[$0.key] == nil }.values.sorted { $0.path < $1.path }
        appeared = current
        for node in gone { node.onDisappear?() }
        for node in appearing { node.onAppear?() }
    }
}

/// Lets an observation callback, which must be `Sendable`, invalidate a node. Observation
/// calls back on the thread that mutated the object; the runtime's views and models live on
/// the main actor, as in SwiftUI.
private final class NodeReference: @unchecked Sendable {
    private weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }

    nonisolated func invalidateOnMainActor() {
        MainActor.assumeIsolated {
            guard let node, let evaluator = node.evaluator else { return }
            evaluator.invalidate(node, transaction: Transaction.current ?? Transaction())
        }
    }
}
