/// A button that triggers a standard rename action, which `renameAction(_:)` supplies.
nonisolated public struct RenameButton<Label: View>: View {
    /// Creates a rename button.
    public init() where Label == GalleyUI.Label<Text, Image> {}
    /// A rename button has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension RenameButton: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "RenameButton", content: GalleyUI.Label("Rename", systemImage: "pencil"), parent: parent,
            context: context)
    }
}
