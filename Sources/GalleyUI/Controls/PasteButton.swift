/// A system button that reads items from the pasteboard and delivers them to a closure.
///
/// Galley has no pasteboard, so the closure never runs; the tree records the payload type.
nonisolated public struct PasteButton: View {
    let payload: String

    /// Creates a paste button that accepts values of the given type.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        payload = String(describing: T.self)
    }

    /// A paste button has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension PasteButton: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.leaf("PasteButton", detail: payload, parent: parent, context: context)
    }
}
