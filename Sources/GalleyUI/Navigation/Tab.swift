/// The content for a tab and the tab's associated tab item in a tab view.
///
/// Evaluated as a `Tab` node, detailed with its title and value, holding its label (at
/// `.label`) and its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    /// The value that selects this tab.
    public typealias TabValue = Value
    let title: String?
    let value: Value?
    let content: Content
    let label: Label

    init(title: String?, value: Value?, content: Content, label: Label) {
        self.title = title
        self.value = value
        self.content = content
        self.label = label
    }

    /// A tab has no body; the evaluator evaluates its label and content.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = [title.map(quoted), value.map { "value: " + describe($0) }].compactMap { $0 }
        let node = evaluator.makeNode(
            "Tab", detail: detail.isEmpty ? nil : detail.joined(separator: ", "), parent: parent,
            context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
    }
}

extension Tab {
    /// Creates a tab with a localized title, a system image and the value that selects it.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a localized title, a system image and a role and the value that selects it.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a localized title, an image and the value that selects it.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a localized title, an image and a role and the value that selects it.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, a system image and the value that selects it.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: String(title), value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, a system image and a role and the value that selects it.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: String(title), value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, an image and the value that selects it.
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: String(title), value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, an image and a role and the value that selects it.
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(title: String(title), value: value, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a custom label and the value that selects it.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, value: value, content: content(), label: label())
    }

    /// Creates a tab with an empty label and the value that selects it.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(title: nil, value: value, content: content(), label: EmptyView())
    }

    /// Creates a tab with a label inferred from its role and the value that selects it.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(title: nil, value: value, content: content(), label: DefaultTabLabel())
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a localized title, a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a localized title, a system image and a role.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a localized title, an image.
    public init(
        _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a localized title, an image and a role.
    public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: titleKey.resolved, value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, a system image.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: String(title), value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, a system image and a role.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: String(title), value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, an image.
    public init<S: StringProtocol>(
        _ title: S, image: String, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: String(title), value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a title string, an image and a role.
    public init<S: StringProtocol>(
        _ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Value == Never, Label == DefaultTabLabel {
        self.init(title: String(title), value: nil, content: content(), label: DefaultTabLabel())
    }

    /// Creates a tab with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, value: nil, content: content(), label: label())
    }

    /// Creates a tab with an empty label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(title: nil, value: nil, content: content(), label: EmptyView())
    }

    /// Creates a tab with a label inferred from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(title: nil, value: nil, content: content(), label: DefaultTabLabel())
    }
}

/// The label a tab shows when it is made from a title and an image.
nonisolated public struct DefaultTabLabel: View {
    /// The label; Galley draws tab items as their title, recorded on the `Tab` node.
    public var body: some View { EmptyView() }
}

/// A value that defines the purpose of a tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search role.
    public static var search: TabRole { TabRole(name: "search") }
}
