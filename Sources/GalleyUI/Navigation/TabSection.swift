/// A container that you can use to add hierarchy within a tab view.
///
/// Evaluated as a `TabSection` node holding its header, its tabs and its footer.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
    TabContent, PrimitiveTabContent
where Content.TabValue == SelectionValue {
    /// The section's tabs' selection value type.
    public typealias TabValue = SelectionValue
    let header: Header
    let content: Content
    let footer: Footer

    /// A section has no body; the evaluator evaluates its parts.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode("TabSection", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(header, parent: node, context: inner.at(".header"))
        evaluator.evaluateTabs(content, parent: node, context: inner.at(".content"))
        evaluator.evaluate(footer, parent: node, context: inner.at(".footer"))
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section with a header from a localized string key and the provided tabs.
    public init(
        _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
    ) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section with a header from a string and the provided tabs.
    public init<S: StringProtocol>(
        _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
    ) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with the provided header and tabs.
    public init(
        @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
    ) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided tabs.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}
