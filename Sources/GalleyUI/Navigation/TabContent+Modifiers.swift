// Modifiers of tab content: badges, customization identifiers, visibility. Recorded as a
// node around the tab, as view modifiers are.

extension TabContent {
    /// Generates a badge for the tab from an integer value; zero shows none.
    nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
        ModifiedTabContent(content: self, name: ".badge", detail: "\(count)")
    }

    /// Generates a badge for the tab from a text view.
    nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
        ModifiedTabContent(content: self, name: ".badge", detail: label.map { quoted($0.string) })
    }

    /// Generates a badge for the tab from a localized string key.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        ModifiedTabContent(content: self, name: ".badge", detail: key.map { quoted($0.resolved) })
    }

    /// Generates a badge for the tab from a string.
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        ModifiedTabContent(content: self, name: ".badge", detail: label.map { quoted(String($0)) })
    }

    /// Sets the identifier under which the tab's customizations are saved.
    nonisolated public func customizationID(_ id: String) -> some TabContent<TabValue> {
        ModifiedTabContent(content: self, name: ".customizationID", detail: quoted(id))
    }

    /// Hides the tab or section from the tab view.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        ModifiedTabContent(content: self, name: ".hidden", detail: "\(hidden)")
    }
}

/// Tab content with a recorded modifier.
nonisolated public struct ModifiedTabContent<C: TabContent>: TabContent, PrimitiveTabContent {
    /// The modified content's selection value type.
    public typealias TabValue = C.TabValue
    let content: C
    let name: String
    let detail: String?

    init(content: C, name: String, detail: String?) {
        self.content = content
        self.name = name
        self.detail = detail
    }

    /// Modified content has no body.
    public var body: Never { return primitiveBody(Self.self) }

    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode(name, detail: detail, parent: parent, context: context)
        evaluator.evaluateTabs(content, parent: node, context: context.inside(node))
    }
}

extension TabContent {
    /// Presents a popover from the tab when a given condition is true. The popover's content
    /// is evaluated after the tab's while it is presented, with `isPresented` true and a
    /// `dismiss` action that resets the binding, as a view's popover is.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some TabContent<Self.TabValue> {
        PopoverTabContent(
            content: self, presented: isPresented.wrappedValue ? content() : nil,
            dismiss: { isPresented.wrappedValue = false })
    }

    /// Presents a popover from the tab using the given item as a data source for the
    /// popover's content, while the item is non-nil.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some TabContent<Self.TabValue> {
        PopoverTabContent(
            content: self, presented: item.wrappedValue.map(content), dismiss: { item.wrappedValue = nil })
    }
}

/// Tab content with a popover: the tab, then the popover's content while it is presented.
nonisolated struct PopoverTabContent<C: TabContent, Presented: View>: TabContent, PrimitiveTabContent {
    typealias TabValue = C.TabValue
    let content: C
    let presented: Presented?
    let dismiss: () -> Void

    var body: Never { return primitiveBody(Self.self) }

    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode(
            ".popover", detail: presented == nil ? nil : "presented", parent: parent, context: context)
        evaluator.evaluateTabs(content, parent: node, context: context.inside(node))
        guard let presented else { return }
        var inner = context.insideContainer(node).at(".presented")
        let dismiss = dismiss
        inner.environment[IsPresentedKey.self] = true
        inner.environment[DismissKey.self] = DismissAction(action: { dismiss() }, isPresentation: true)
        evaluator.evaluate(presented, parent: node, context: inner)
    }
}
