import Foundation

/// A container that animates its content with keyframes. Galley plays no animation: the
/// content is evaluated once, with the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the given keyframes when the given trigger value changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Loops the given keyframes continuously.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// An animator has no body; its content is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

extension KeyframeAnimator: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("KeyframeAnimator", content: content(initialValue), parent: parent, context: context)
    }
}

extension View {
    /// Plays the given keyframes when the given trigger value changes. Evaluated with the
    /// initial value.
    nonisolated public func keyframeAnimator<Value, Body: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Body,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        modifier(KeyframeAnimatorModifier<Self, Value, Body>(initialValue: initialValue, content: content))
    }

    /// Loops the given keyframes continuously. Evaluated with the initial value.
    nonisolated public func keyframeAnimator<Value, Body: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Body,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        modifier(KeyframeAnimatorModifier<Self, Value, Body>(initialValue: initialValue, content: content))
    }
}

/// `keyframeAnimator` on a view: the content closure applied to the view, with the initial
/// value.
nonisolated struct KeyframeAnimatorModifier<Base: View, Value, Body: View>: ViewModifier, PrimitiveModifier {
    let initialValue: Value
    let content: (PlaceholderContentView<Base>, Value) -> Body

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content base: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".keyframeAnimator", parent: parent, context: context)
        let placeholder = PlaceholderContentView<Base>(slot: PlaceholderSlot(base))
        evaluator.evaluate(content(placeholder, initialValue), parent: node, context: context.inside(node))
    }
}
