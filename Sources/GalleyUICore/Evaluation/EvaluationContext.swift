/// What flows down the tree while it is evaluated: the environment, the transaction, the
/// position used for identity, and the collectors for container and focused values.
@MainActor package struct EvaluationContext {
    package var environment: EnvironmentValues
    package var transaction: Transaction
    /// The identity path of the parent; new nodes append their kind to it.
    package var path: String
    /// The container values of the subview being evaluated for the nearest container that
    /// reads them (`Group(subviews:)`, `ForEach(subviews:)`); nil elsewhere.
    package var containerValues: ContainerValuesCollector?
    /// The scene's focus bookkeeping; nil outside a window.
    package var focus: FocusCollector?

    package init(
        environment: EnvironmentValues = EnvironmentValues(), transaction: Transaction = Transaction(),
        path: String = "", focus: FocusCollector? = nil
    ) {
        self.environment = environment
        self.transaction = transaction
        self.path = path
        self.focus = focus
    }

    /// The context for the children of a node at `path`.
    package func inside(_ node: ViewNode) -> EvaluationContext {
        var context = self
        context.path = node.path
        return context
    }

    /// The context for the element at `position` of a multi-view (tuple, conditional, ForEach).
    package func at(_ position: String) -> EvaluationContext {
        var context = self
        context.path += position
        return context
    }

    /// The context for the content of a container view: container values set inside belong
    /// to that container and do not reach any container further up.
    package func insideContainer(_ node: ViewNode) -> EvaluationContext {
        var context = inside(node)
        context.containerValues = nil
        return context
    }
}

/// Collects the container values set on one subview.
@MainActor package final class ContainerValuesCollector {
    package var values = ContainerValues()
    /// Whether the container resolves sections (`ForEach(sections:)`): a `Section` that is
    /// this subview hands its parts to `section` instead of adding its own node.
    package var capturesSection = false
    /// The parts of the explicit section this subview turned out to be, if any.
    package var section: Any?
    package init() {}
}
