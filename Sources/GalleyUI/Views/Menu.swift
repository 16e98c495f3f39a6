import Foundation

// Menus and links: label and content are evaluated so their environment reads are recorded.
// Galley has no user input, so a menu never opens and a link never opens its URL.

/// A control for presenting a menu of actions.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Creates a menu that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == GalleyUI.Label<Text, Image> {
    /// Creates a menu with a label from a localized string key and a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Menu: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Menu", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
    }
}

/// A control for navigating to a URL.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
    /// Creates a link with a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// Creates a link with a title from a string.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "Link", detail: destination.absoluteString, content: label, parent: parent,
            context: context)
    }
}
