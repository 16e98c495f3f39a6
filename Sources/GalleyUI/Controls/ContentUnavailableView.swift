/// An interface for a view that has no content to show.
///
/// Its label, description and actions are evaluated in order.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
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
    /// Creates an interface with a localized title, a system image and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { GalleyUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title string, a system image and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { GalleyUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a localized title, an image and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { GalleyUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a title string, an image and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { GalleyUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a localized title, an image resource and an optional description.
    public init(_ title: LocalizedStringKey, image: ImageResource, description: Text? = nil) {
        self.init(label: { GalleyUI.Label(title, image: image) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The interface shown when a search returns no results.
    nonisolated public static var search:
        ContentUnavailableView<
            SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions
        >
    {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description(text: nil) },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// The interface shown when a search for `text` returns no results.
    nonisolated public static func search(text: String) -> ContentUnavailableView<
        SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions
    > {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description(text: text) },
            actions: { SearchUnavailableContent.Actions() })
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
