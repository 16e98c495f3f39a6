/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// Its content (and label, if it has one) is evaluated; under a custom
/// `controlGroupStyle(_:)`, the style's body is evaluated with them in its configuration.
nonisolated public struct ControlGroup<Content: View>: View {
    let parts: ControlGroupParts

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        parts = ControlGroupParts(content: content(), label: EmptyView?.none)
    }

    init(parts: ControlGroupParts) { self.parts = parts }

    /// A control group has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A control group's content and optional label, kept apart so a style can place each
/// (a labelled group's `Content` type joins them).
struct ControlGroupParts {
    let content: any View
    let label: (any View)?

    init<C: View, L: View>(content: C, label: L?) {
        self.content = content
        self.label = label
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.init(parts: ControlGroupParts(content: content(), label: label()))
    }

    /// Creates a new control group with the specified content and a localized title.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(parts: ControlGroupParts(content: content(), label: Text(titleKey)))
    }

    /// Creates a new control group with the specified content and a title string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(parts: ControlGroupParts(content: content(), label: Text(title)))
    }

    /// Creates a new control group with the specified content, a localized title and a system image.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(parts: ControlGroupParts(content: content(), label: Label(titleKey, systemImage: systemImage)))
    }

    /// Creates a new control group with the specified content, a title string and a system image.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(parts: ControlGroupParts(content: content(), label: Label(title, systemImage: systemImage)))
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(parts: ControlGroupParts(content: configuration.content, label: configuration.label))
    }
}

extension ControlGroup: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("ControlGroup", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let parts = parts
        evaluator.evaluateStyled(
            ControlGroupStyleKey.self, parent: node, context: inner,
            configuration: {
                ControlGroupStyleConfiguration(
                    content: .init(content: StyleContent(AnyView(parts.content))),
                    label: .init(content: StyleContent(parts.label.map { AnyView($0) } ?? AnyView(EmptyView()))))
            }
        ) {
            if let label = parts.label { evaluator.evaluate(AnyView(label), parent: node, context: inner.at(".label")) }
            evaluator.evaluate(AnyView(parts.content), parent: node, context: inner.at(".content"))
        }
    }
}
