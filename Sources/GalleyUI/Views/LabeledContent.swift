// A label beside a value, and the placeholder shown when a view has no content. Both are
// containers: every part is evaluated in the container's environment.

/// A container for attaching a label to a value-bearing view.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Labeled content has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled element with a label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view from a localized string key and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// Creates a labeled informational view from a string title and a string value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("LabeledContent", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
    }
}

/// An interface for a view that has no content to show.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
    View
{
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface with a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// It has no body; the evaluator records its parts.
    public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView
where Label == GalleyUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title from a localized string key, a system image and an
    /// optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { GalleyUI.Label(title, systemImage: name) }, description: { description },
            actions: { EmptyView() })
    }
}

extension ContentUnavailableView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("ContentUnavailableView", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        evaluator.evaluate(description, parent: node, context: inner.at(".description"))
        evaluator.evaluate(actions, parent: node, context: inner.at(".actions"))
    }
}
