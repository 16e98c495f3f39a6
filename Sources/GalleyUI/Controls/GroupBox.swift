/// A stylized view, with an optional label, that visually collects a logical grouping of content.
///
/// Label and content are evaluated; under a custom `groupBoxStyle(_:)`, the style's body is
/// evaluated with both in its configuration.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with a label view (deprecated in SwiftUI in favour of the label closure).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    /// A group box has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}

extension GroupBox: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("GroupBox", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (label, content) = (label, content)
        evaluator.evaluateStyled(
            GroupBoxStyleKey.self, parent: node, context: inner,
            configuration: {
                GroupBoxStyleConfiguration(
                    label: .init(content: StyleContent(label)), content: .init(content: StyleContent(content)))
            }
        ) {
            evaluator.evaluate(label, parent: node, context: inner.at(".label"))
            evaluator.evaluate(content, parent: node, context: inner.at(".content"))
        }
    }
}
