/// A placeholder for the content a transition, phase animator or keyframe animator applies
/// its effects to: evaluated, it evaluates that content in its place.
nonisolated public struct PlaceholderContentView<Value>: View {
    let slot: PlaceholderSlot

    init(slot: PlaceholderSlot) { self.slot = slot }

    /// A placeholder has no body; the content it stands for is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

/// Where a placeholder finds its content. A modifier can be built before it is evaluated
/// (`animation(_:body:)` calls its body closure at once), so the content is filled in when
/// the modifier is evaluated.
final class PlaceholderSlot: @unchecked Sendable {
    // Set and read only while a tree is evaluated, on the main actor.
    nonisolated(unsafe) var evaluateContent: (@MainActor (ViewNode, EvaluationContext) -> Void)?

    init(_ evaluateContent: (@MainActor (ViewNode, EvaluationContext) -> Void)? = nil) {
        self.evaluateContent = evaluateContent
    }
}

extension PlaceholderContentView: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        slot.evaluateContent?(parent, context)
    }
}
