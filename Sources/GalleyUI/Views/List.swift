/// A container that presents rows of data arranged in a single column.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from a collection of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>,
        Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from a collection of identifiable data,
    /// optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that computes its rows on demand from a collection of identifiable data,
    /// optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list has no body; it lays out its rows.
    public var body: Never { primitiveBody(Self.self) }
}

extension List: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("List", content: content, parent: parent, context: context)
    }
}

/// A container view that you can use to add hierarchy within certain views.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section has no body; it lays out its parts.
    public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content and a header from a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    /// Creates a section with the provided section content and a header from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Section", parent: parent, context: context)
        let inner = context.insideContainer(node)
        if let collector = context.containerValues, collector.capturesSection {
            // A subview of `ForEach(sections:)` or `Group(sections:)`: hand over the parts.
            collector.capturesSection = false
            collector.section = SectionParts(
                header: evaluator.resolveSubviews(of: header, parent: node, context: inner.at(".header")),
                content: evaluator.resolveSubviews(of: content, parent: node, context: inner.at(".content")),
                footer: evaluator.resolveSubviews(of: footer, parent: node, context: inner.at(".footer")))
            return
        }
        evaluator.evaluate(header, parent: node, context: inner.at(".header"))
        node.attributes["headerCount"] = String(node.children.count)
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
        evaluator.evaluate(footer, parent: node, context: inner.at(".footer"))
    }
}
