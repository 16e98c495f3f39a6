/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Galley evaluates every tab, in order, whichever is selected; the selection is recorded as
/// the node's detail. Tabs are either views marked with `tabItem(_:)` (and `tag(_:)`) or, with
/// `TabContentBuilder`, `Tab` and `TabSection` values.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: () -> String?

    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = { selection.map { describe($0.wrappedValue) } }
    }

    /// Creates a tab view that uses a binding to a selection value, with tabs built from
    /// tab content.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
        self.selection = { describe(selection.wrappedValue) }
    }

    /// A tab view has no body; it lays out its tabs.
    public var body: Never { return primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view whose selection the view manages itself.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = { nil }
    }
}

extension TabView where SelectionValue == Never {
    /// Creates a tab view from tab content, without a selection binding.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C> {
        self.content = TabContentBuilder<Never>.Content(content: content())
        selection = { nil }
    }
}

extension TabView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "TabView", detail: selection().map { "selection: \($0)" }, content: content, parent: parent,
            context: context)
    }
}

extension View {
    /// Sets the tab bar item associated with this view; the label is evaluated.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(AttachedContentModifier(name: ".tabItem", attached: label()))
    }
}
