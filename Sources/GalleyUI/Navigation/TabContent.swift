/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// Galley evaluates tab content like views: a `Tab` node holds its label and its content;
/// a custom `TabContent` gets its own node, its properties installed and its `body` tracked.
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    /// The type of value that identifies the tabs of this content.
    associatedtype TabValue: Hashable
    /// The type of tab content for the body of this content.
    associatedtype Body: TabContent
    /// The contents of the tab content.
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
    /// Never stands for the body of primitive tab content; it selects no tab.
    public typealias TabValue = Never
}

/// Tab content the evaluator handles directly.
@MainActor protocol PrimitiveTabContent {
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

extension Evaluator {
    /// Evaluates tab content under `parent`, as `evaluateToolbar` does toolbar content.
    func evaluateTabs<C: TabContent>(_ content: C, parent: ViewNode, context: EvaluationContext) {
        if let primitive = content as? any PrimitiveTabContent {
            primitive.evaluate(in: self, parent: parent, context: context)
            return
        }
        let node = makeNode(String(describing: C.self), parent: parent, context: context)
        let evaluateBody = { [unowned self, unowned node] (context: EvaluationContext) in
            self.install(content, node: node, context: context)
            let body = self.tracking(node) { content.body }
            self.evaluateTabs(body, parent: node, context: context.inside(node))
        }
        node.rebuild = { [unowned node] transaction in
            var context = context
            context.transaction = transaction
            node.removeChildren()
            node.recorder.reset()
            evaluateBody(context)
        }
        evaluateBody(context)
    }
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
@MainActor @resultBuilder public struct TabContentBuilder<SelectionValue: Hashable> {
    /// Passes a single tab through unmodified.
    public static func buildExpression<C: TabContent>(_ content: C) -> C
    where C.TabValue == SelectionValue { content }

    /// Passes a single tab through unmodified.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue {
        content
    }

    /// Combines 2 tabs.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1)
        -> TupleTabContent<SelectionValue, (C0, C1)>
    where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue {
        TupleTabContent(items: [c0, c1])
    }

    /// Combines 3 tabs.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTabContent<SelectionValue, (C0, C1, C2)>
    where C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue {
        TupleTabContent(items: [c0, c1, c2])
    }

    /// Combines 4 tabs.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    )
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3])
    }

    /// Combines 5 tabs.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    )
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue, C4.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3, c4])
    }

    /// Combines 6 tabs.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3, c4, c5])
    }

    /// Combines 7 tabs.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
        C6.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Combines 8 tabs.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
        C7: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
        C6.TabValue == SelectionValue, C7.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Combines 9 tabs.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
        C7: TabContent, C8: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
        C6.TabValue == SelectionValue, C7.TabValue == SelectionValue, C8.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Combines 10 tabs.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
        C7: TabContent, C8: TabContent, C9: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> TupleTabContent<SelectionValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TabValue == SelectionValue, C1.TabValue == SelectionValue, C2.TabValue == SelectionValue,
        C3.TabValue == SelectionValue, C4.TabValue == SelectionValue, C5.TabValue == SelectionValue,
        C6.TabValue == SelectionValue, C7.TabValue == SelectionValue, C8.TabValue == SelectionValue,
        C9.TabValue == SelectionValue
    {
        TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Produces optional tab content for an `if` without `else`.
    public static func buildIf<C: TabContent>(_ content: C?) -> OptionalTabContent<C>
    where C.TabValue == SelectionValue {
        OptionalTabContent(content: content)
    }

    /// Produces the first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> ConditionalTabContent<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        ConditionalTabContent(storage: .first(first))
    }

    /// Produces the second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> ConditionalTabContent<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        ConditionalTabContent(storage: .second(second))
    }

    /// The view a tab view shows for tab content.
    nonisolated public struct Content<C: TabContent>: View where C.TabValue == SelectionValue {
        let content: C
        /// Tab content has no body; the evaluator evaluates each tab.
        public var body: Never { return primitiveBody(Self.self) }
    }
}

extension TabContentBuilder.Content: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluateTabs(content, parent: parent, context: context)
    }
}

/// Several tabs declared together. `T` is the tuple of their types, as in SwiftUI's
/// `TupleView`; the tabs are kept as existentials for evaluation.
public struct TupleTabContent<Value: Hashable, T>: TabContent, PrimitiveTabContent {
    /// The tabs' selection value type.
    public typealias TabValue = Value
    let items: [any TabContent]

    /// Tuple content has no body; the evaluator evaluates each tab.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        for (index, item) in items.enumerated() {
            evaluator.evaluateTabs(item, parent: parent, context: context.at(".\(index)"))
        }
    }
}

/// Tab content that exists only when a condition holds.
public struct OptionalTabContent<C: TabContent>: TabContent, PrimitiveTabContent {
    /// The wrapped content's selection value type.
    public typealias TabValue = C.TabValue
    let content: C?

    /// Optional content has no body.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        if let content { evaluator.evaluateTabs(content, parent: parent, context: context.at(".some")) }
    }
}

/// Tab content that shows one of two branches.
public struct ConditionalTabContent<T: TabContent, F: TabContent>: TabContent, PrimitiveTabContent
where T.TabValue == F.TabValue {
    /// The branches' selection value type.
    public typealias TabValue = T.TabValue
    enum Storage {
        case first(T)
        case second(F)
    }
    let storage: Storage

    /// Conditional content has no body.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        switch storage {
        case .first(let content): evaluator.evaluateTabs(content, parent: parent, context: context.at(".if"))
        case .second(let content): evaluator.evaluateTabs(content, parent: parent, context: context.at(".else"))
        }
    }
}
