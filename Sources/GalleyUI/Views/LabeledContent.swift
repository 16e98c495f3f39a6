// A label beside a value. Both parts are evaluated in the container's environment; under a
// custom `labeledContentStyle(_:)`, the style's body is evaluated with both in its
// configuration.

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

    /// Creates a labeled element with a label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view from a localized string key and a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a string title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a localized title and a formatted value.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a title string and a formatted value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a style configuration.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("LabeledContent", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (label, content) = (label, content)
        evaluator.evaluateStyled(
            LabeledContentStyleKey.self, parent: node, context: inner,
            configuration: {
                LabeledContentStyleConfiguration(
                    label: .init(content: StyleContent(label)), content: .init(content: StyleContent(content)))
            }
        ) {
            evaluator.evaluate(label, parent: node, context: inner.at(".label"))
            evaluator.evaluate(content, parent: node, context: inner.at(".content"))
        }
    }
}
