/// An opaque value representing a subview of another view: one element of a container's
/// content, with the container values set on it.
///
/// A subview is evaluated once, with its container's environment, when the container
/// resolves its subviews; placing it (in `transform`, or as `ForEach(subviews:)` content)
/// places that evaluated content. Modifiers applied to the placed subview wrap it but do
/// not re-evaluate it.
nonisolated public struct Subview: View, Identifiable {
    /// A type-erased identifier for a subview.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: String
        /// The subview's position and data identity, e.g. `.0` or `[42]`.
        public var description: String { value }
    }

    /// The identifier of the subview, stable across updates.
    public let id: ID
    /// The container values associated with this subview.
    public let containerValues: ContainerValues
    let holder: ViewNode

    /// A subview has no body; placing it places its evaluated content.
    public var body: Never { primitiveBody(Self.self) }
}

extension Subview: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        for child in holder.children { parent.append(child) }
    }
}

extension Evaluator {
    /// Evaluates each subview of `base` once, collecting the container values set on it.
    func resolveSubviews<Base: View>(of base: Base, parent: ViewNode, context: EvaluationContext)
        -> SubviewsCollection
    {
        let subviews = resolvingSubviews(of: base, parent: parent, context: context).map { element in
            evaluateSubview(element, context: context, capturingSection: false).subview
        }
        return SubviewsCollection(subviews: subviews)
    }

    /// Evaluates one subview into a holder of its own, with a collector for its container
    /// values; when `capturingSection`, a `Section` that is the subview hands back its parts.
    func evaluateSubview(_ element: SubviewElement, context: EvaluationContext, capturingSection: Bool)
        -> (subview: Subview, section: SectionParts?)
    {
        let holder = ViewNode(kind: "Subview", path: context.path + "/Subview" + element.id)
        holder.evaluator = self
        let collector = ContainerValuesCollector()
        collector.capturesSection = capturingSection
        var inner = context
        inner.path = holder.path
        inner.containerValues = collector
        element.evaluate(self, holder, inner)
        let subview = Subview(
            id: Subview.ID(value: element.id), containerValues: collector.values, holder: holder)
        return (subview, collector.section as? SectionParts)
    }
}
