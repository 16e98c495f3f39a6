import Foundation

/// A row that represents a data value in a table.
nonisolated public struct TableRow<Value>: TableRowContent where Value: Identifiable {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value
    /// A row has no body; the table evaluates each column's cell for its value.
    public typealias TableRowBody = Never

    let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) { self.value = value }

    /// A row has no body; the table evaluates each column's cell for its value.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension TableRow: PrimitiveTableRowContent {
    @MainActor func tableRows() -> [TableRowEntry] { [TableRowEntry(id: "\(value.id)", value: value)] }
}

/// A type of table row content that creates table rows created by iterating over a
/// collection.
nonisolated public struct TableForEachContent<Data>: TableRowContent
where Data: RandomAccessCollection, Data.Element: Identifiable {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Data.Element
    /// The rows have no body; the table evaluates each column's cell for each element.
    public typealias TableRowBody = Never

    let data: Data

    init(_ data: Data) { self.data = data }

    /// The rows have no body; the table evaluates each column's cell for each element.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension TableForEachContent: PrimitiveTableRowContent {
    @MainActor func tableRows() -> [TableRowEntry] { data.map { TableRowEntry(id: "\($0.id)", value: $0) } }
}

/// A kind of table row that shows or hides additional rows based on the state of a
/// disclosure control.
///
/// Galley shows every row, as if expanded; the binding is never written.
nonisolated public struct DisclosureTableRow<Label, Content>: TableRowContent
where Label: TableRowContent, Content: TableRowContent, Label.TableRowValue == Content.TableRowValue {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Label.TableRowValue
    /// A disclosure row has no body; the table evaluates its row and then its children.
    public typealias TableRowBody = Never

    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given value and table rows, and a binding to the
    /// current expansion state.
    public init<Value>(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content
    ) where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded
    }

    /// A disclosure row has no body; the table evaluates its row and then its children.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension DisclosureTableRow: PrimitiveTableRowContent {
    @MainActor func tableRows() -> [TableRowEntry] {
        var rows = GalleyUI.tableRows(of: label)
        guard !rows.isEmpty else { return rows }
        rows[rows.count - 1].children = GalleyUI.tableRows(of: content())
        return rows
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of value represented by the rows.
    public typealias TableRowValue = Content.TableRowValue
    /// The rows have no body; the table lists each element's rows.
    public typealias TableRowBody = Never

    /// The rows have no body; the table lists each element's rows.
    public var tableRowBody: Never { primitiveBody(Self.self) }

    /// Creates an instance that uniquely identifies and creates table rows across updates
    /// based on the identity of the underlying data.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, id: { $0.id }, content: content, subviews: nil)
    }

    /// Creates an instance that uniquely identifies and creates table rows across updates
    /// based on the provided key path to the underlying data's identifier.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.init(data: data, id: { $0[keyPath: id] }, content: content, subviews: nil)
    }
}

extension ForEach: PrimitiveTableRowContent where Content: TableRowContent {
    @MainActor func tableRows() -> [TableRowEntry] { data.flatMap { GalleyUI.tableRows(of: content($0)) } }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates table rows across updates
    /// based on the identity of the underlying data.
    public init(_ data: Data)
    where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.init(data: data, id: { $0.id }, content: { TableRow($0) }, subviews: nil)
    }
}

/// A modifier of table rows; Galley records what it adds and draws nothing.
@MainActor @preconcurrency public protocol _TableRowContentModifier {}

/// A context menu on a table row.
nonisolated public struct _ContextMenuTableRowModifier<MenuContent: View>: _TableRowContentModifier {
    let menuItems: MenuContent
}

/// A context menu with a preview on a table row.
nonisolated public struct _ContextMenuPreviewTableRowModifier<MenuContent: View, Preview: View>:
    _TableRowContentModifier
{
    let menuItems: MenuContent
    let preview: Preview
}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// The type of value of the modified rows.
    public typealias TableRowValue = Content.TableRowValue
    /// Modified rows have no body; the table lists the rows with what the modifier adds.
    public typealias TableRowBody = Never
    /// Modified rows have no body; the table lists the rows with what the modifier adds.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveTableRowContent
where Content: TableRowContent, Modifier: _TableRowContentModifier {
    @MainActor func tableRows() -> [TableRowEntry] {
        var rows = GalleyUI.tableRows(of: content)
        let menu: (Evaluator, ViewNode, EvaluationContext) -> Void
        switch modifier {
        case let modifier as any ContextMenuRowModifier:
            menu = { modifier.evaluateMenu(in: $0, parent: $1, context: $2) }
        default: return rows
        }
        for index in rows.indices { rows[index].menus.append(menu) }
        return rows
    }
}

/// The row modifiers that add a menu, which the table evaluates with each row.
@MainActor protocol ContextMenuRowModifier {
    func evaluateMenu(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

extension _ContextMenuTableRowModifier: ContextMenuRowModifier {
    @MainActor func evaluateMenu(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container(".contextMenu", content: menuItems, parent: parent, context: context)
    }
}

extension _ContextMenuPreviewTableRowModifier: ContextMenuRowModifier {
    @MainActor func evaluateMenu(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container(".contextMenu", content: menuItems, parent: parent, context: context)
        evaluator.container(".contextMenu(preview:)", content: preview, parent: parent, context: context.at("preview"))
    }
}

extension TableRowContent {
    /// Adds a context menu to a table row.
    @MainActor @preconcurrency public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
        -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>>
    {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }

    /// Adds a context menu with a preview to a table row.
    @MainActor @preconcurrency public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> {
        ModifiedContent(
            content: self, modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }
}

/// A structure that computes columns on demand from an underlying collection of identified
/// data.
nonisolated public struct TableColumnForEach<Data, ID, RowValue, Sort, Content>: TableColumnContent
where
    Data: RandomAccessCollection, ID: Hashable, RowValue == Content.TableRowValue,
    Sort == Content.TableColumnSortComparator, Content: TableColumnContent
{
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// The columns have no body; the table lists each element's columns.
    public typealias TableColumnBody = Never

    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content

    /// Creates an instance that uniquely identifies and creates table columns across updates
    /// based on the identity of the underlying data.
    public init(
        _ data: Data,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Creates an instance that uniquely identifies and creates table columns across updates
    /// based on the provided key path to the underlying data's identifier.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

    /// The columns have no body; the table lists each element's columns.
    nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }
}

extension TableColumnForEach: PrimitiveTableColumnContent {
    @MainActor func tableColumns() -> [TableColumnEntry] { data.flatMap { GalleyUI.tableColumns(of: content($0)) } }
}
