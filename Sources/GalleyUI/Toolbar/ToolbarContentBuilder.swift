/// Constructs a toolbar item set from multi-expression closures.
@MainActor @resultBuilder public struct ToolbarContentBuilder {
    /// Passes a single toolbar item through unmodified.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Combines several toolbar items.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<repeat each Content>
    {
        TupleToolbarContent(content: (repeat each content))
    }

    /// Passes a toolbar item expression through unmodified.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Produces optional toolbar content for an `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// Produces the first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> ToolbarConditionalContent<TrueContent, FalseContent> {
        ToolbarConditionalContent(storage: .trueContent(first))
    }

    /// Produces the second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> ToolbarConditionalContent<TrueContent, FalseContent> {
        ToolbarConditionalContent(storage: .falseContent(second))
    }

    /// Passes content inside an `if #available` through unmodified.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }
}

/// Several toolbar items declared together.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: (repeat each Content)

    /// Tuple content has no body; the evaluator evaluates each item.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        var index = 0
        for item in repeat each content {
            evaluator.evaluateToolbar(item, parent: parent, context: context.at(".\(index)"))
            index += 1
        }
    }
}

extension TupleToolbarContent: CustomizableToolbarContent
where repeat each Content: CustomizableToolbarContent {}

/// Toolbar content that shows one of two possible items, built by `if`/`else` and `switch`.
public struct ToolbarConditionalContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
    ToolbarContent, PrimitiveToolbarContent
{
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// Conditional content has no body; the evaluator evaluates the active branch.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        switch storage {
        case .trueContent(let content):
            evaluator.evaluateToolbar(content, parent: parent, context: context.at(".if"))
        case .falseContent(let content):
            evaluator.evaluateToolbar(content, parent: parent, context: context.at(".else"))
        }
    }
}

extension ToolbarConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Optional content has no body; it shows its wrapped content when there is one.
    public var body: Never { return primitiveBody(Self.self) }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        if let content = self {
            evaluator.evaluateToolbar(content, parent: parent, context: context.at(".some"))
        }
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
