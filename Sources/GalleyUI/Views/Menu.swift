// A menu: label and content are evaluated so their environment reads are recorded. Galley
// has no user input, so a menu never opens and its primary action never runs. Under a
// custom `menuStyle(_:)`, the style's body is evaluated with both in its configuration.

/// A control for presenting a menu of actions.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let hasPrimaryAction: Bool

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        hasPrimaryAction = false
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        hasPrimaryAction = true
    }

    /// A menu has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        hasPrimaryAction = false
    }
}

extension Menu: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(
            "Menu", detail: hasPrimaryAction ? "primaryAction" : nil, parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (label, content) = (label, content)
        evaluator.evaluateStyled(
            MenuStyleKey.self, parent: node, context: inner,
            configuration: {
                MenuStyleConfiguration(
                    label: .init(content: StyleContent(label)), content: .init(content: StyleContent(content)))
            }
        ) {
            evaluator.evaluate(label, parent: node, context: inner.at(".label"))
            evaluator.evaluate(content, parent: node, context: inner.at(".content"))
        }
    }
}
