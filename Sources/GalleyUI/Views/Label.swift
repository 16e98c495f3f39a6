/// A standard label for user interface items, consisting of an icon with a title.
///
/// Both parts are evaluated, icon first, unless a `labelStyle(_:)` above says otherwise:
/// `.titleOnly` evaluates the title alone, `.iconOnly` the icon alone, and a custom style
/// evaluates its body with both parts in its configuration.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A label has no body; the evaluator records its title and icon.
    public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Creates a label with an image resource and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// Creates a label with an image resource and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style.
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
    }
}

extension Label: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Label", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let (title, icon) = (title, icon)
        evaluator.evaluateStyled(
            LabelStyleKey.self, parent: node, context: inner,
            configuration: {
                LabelStyleConfiguration(
                    title: .init(content: StyleContent(title)), icon: .init(content: StyleContent(icon)))
            }
        ) {
            let shown = context.environment[LabelStyleKey.self]?.description
            if shown != "titleOnly" { evaluator.evaluate(icon, parent: node, context: inner.at(".icon")) }
            if shown != "iconOnly" { evaluator.evaluate(title, parent: node, context: inner.at(".title")) }
        }
    }
}
