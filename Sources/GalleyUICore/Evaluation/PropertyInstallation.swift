/// What a property wrapper needs from the evaluator to work inside one view's `body`.
@MainActor package struct PropertyInstallation {
    package var evaluator: Evaluator
    package var node: ViewNode
    package var context: EvaluationContext
    /// The property's label (`_count`), prefixed by enclosing dynamic properties' labels.
    package var label: String

    /// A key that identifies this property of this view across evaluations.
    package var storageKey: String { node.path + "#" + label }
}
