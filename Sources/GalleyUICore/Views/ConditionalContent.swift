/// View content that shows one of two possible children, built by `if`/`else` and `switch`.
///
/// The branch is part of identity: state inside the `true` branch is not shared with the
/// `false` branch, and switching branches makes one disappear and the other appear.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Conditional content has no body; the evaluator evaluates the active branch.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView, MultiView where TrueContent: View, FalseContent: View {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        switch storage {
        case .trueContent(let view):
            evaluator.evaluate(view, parent: parent, context: context.at(".if"))
        case .falseContent(let view):
            evaluator.evaluate(view, parent: parent, context: context.at(".else"))
        }
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        switch storage {
        case .trueContent(let view): evaluator.subviewElements(of: view, id: id + ".if")
        case .falseContent(let view): evaluator.subviewElements(of: view, id: id + ".else")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body; it shows its wrapped view when there is one.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView, MultiView where Wrapped: View {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        if let view = self { evaluator.evaluate(view, parent: parent, context: context.at(".some")) }
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        guard let view = self else { return [] }
        return evaluator.subviewElements(of: view, id: id + ".some")
    }
}
