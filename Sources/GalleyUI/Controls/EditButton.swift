/// A button that toggles the edit mode environment value.
///
/// The evaluated tree shows the title it displays, `Edit` or `Done`, from the `editMode`
/// in its environment; Galley never presses it.
nonisolated public struct EditButton: View {
    /// Creates an Edit button instance.
    public init() {}
    /// An edit button has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension EditButton: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
        evaluator.container(
            "EditButton", content: Text(verbatim: isEditing ? "Done" : "Edit"), parent: parent, context: context)
    }
}
