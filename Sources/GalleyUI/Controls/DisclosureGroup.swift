/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// The evaluated tree shows whether the group is expanded, read through its binding
/// (collapsed when it has none). The label is always evaluated; the content only when the
/// group is expanded, since SwiftUI shows it only then. Under a custom
/// `disclosureGroupStyle(_:)`, the style's body is evaluated instead, and decides.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>
    let expanded: Bool
    let label: Label
    let content: Content

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.isExpanded = isExpanded
        expanded = isExpanded.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// A disclosure group has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group with a localized title and a binding to the expansion state.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group with a title string and a binding to the expansion state.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup
where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// Creates a disclosure group based on a style configuration.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }) {
            configuration.label
        }
    }
}

extension DisclosureGroup: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(
            "DisclosureGroup", detail: expanded ? "expanded" : "collapsed", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (isExpanded, expanded, label, content) = (isExpanded, expanded, label, content)
        evaluator.evaluateStyled(
            DisclosureGroupStyleKey.self, parent: node, context: inner,
            configuration: {
                DisclosureGroupStyleConfiguration(
                    label: .init(content: StyleContent(label)), content: .init(content: StyleContent(content)),
                    isExpanded: isExpanded)
            }
        ) {
            evaluator.evaluate(label, parent: node, context: inner.at(".label"))
            if expanded { evaluator.evaluate(content, parent: node, context: inner.at(".content")) }
        }
    }
}
