import Foundation

// Phase animators: Galley plays no animation, so the content is evaluated once, with the
// first phase, which is the phase SwiftUI shows before a trigger changes. A sequence with
// no phase shows nothing.

/// A container that animates its content by cycling through a collection of phases.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Cycles through a sequence of phases in response to changes in a specified value.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// Cycles through a sequence of phases continuously.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// An animator has no body; its content is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

extension PhaseAnimator: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode(
            "PhaseAnimator", detail: phaseDetail(firstPhase), parent: parent, context: context)
        if let firstPhase { evaluator.evaluate(content(firstPhase), parent: node, context: context.inside(node)) }
    }
}

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change based
    /// on a trigger. Evaluated with the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence, Body: View>(
        _ phases: Phases, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Body,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        modifier(PhaseAnimatorModifier<Self, Phase, Body>(firstPhase: phases.first { _ in true }, content: content))
    }

    /// Animates effects that you apply to a view over a sequence of phases that change
    /// continuously. Evaluated with the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence, Body: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Body,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        modifier(PhaseAnimatorModifier<Self, Phase, Body>(firstPhase: phases.first { _ in true }, content: content))
    }
}

/// `phaseAnimator` on a view: the content closure applied to the view, in the first phase.
nonisolated struct PhaseAnimatorModifier<Base: View, Phase, Body: View>: ViewModifier, PrimitiveModifier {
    let firstPhase: Phase?
    let content: (PlaceholderContentView<Base>, Phase) -> Body

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content base: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(
            ".phaseAnimator", detail: phaseDetail(firstPhase), parent: parent, context: context)
        guard let firstPhase else { return }
        let placeholder = PlaceholderContentView<Base>(slot: PlaceholderSlot(base))
        evaluator.evaluate(content(placeholder, firstPhase), parent: node, context: context.inside(node))
    }
}

/// `phase: <first>`, or `no phases`.
private func phaseDetail<Phase>(_ phase: Phase?) -> String {
    phase.map { "phase: \($0)" } ?? "no phases"
}
