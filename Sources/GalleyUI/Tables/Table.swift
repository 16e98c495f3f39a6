import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally
/// providing the ability to select one or more members.
///
/// Galley lays nothing out: a table is a node of the evaluated tree whose children are its
/// columns' headers and, for each row, a node with each column's cell for the row's value
/// (and the row's context menus), so the environment the cells read is recorded. Selection,
/// sort order and column customization bindings are kept and never written; a table
/// previews as a labelled box.
nonisolated public struct Table<Value, Rows, Columns>: View
where
    Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
    Rows.TableRowValue == Columns.TableRowValue
{
    let columns: Columns
    let rows: Rows
    let selection: String?

    init(columns: Columns, rows: Rows, selection: String?) {
        self.columns = columns
        self.rows = rows
        self.selection = selection
    }

    /// A table has no body; it evaluates its columns for each row.
    public var body: Never { primitiveBody(Self.self) }
}

extension Table: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let columns = GalleyUI.tableColumns(of: columns)
        let rows = GalleyUI.tableRows(of: rows)
        let count = Self.count(rows)
        let detail = "\(columns.count) column\(columns.count == 1 ? "" : "s"), \(count) row\(count == 1 ? "" : "s")"
        let node = evaluator.makeNode("Table", detail: detail, parent: parent, context: context)
        if let selection { node.attributes["selection"] = selection }
        let inner = context.insideContainer(node)
        let header = evaluator.makeNode("TableHeader", parent: node, context: inner)
        for (index, column) in columns.enumerated() {
            let cell = evaluator.makeNode(
                "TableColumn", detail: column.title.isEmpty ? nil : quoted(column.title), parent: header,
                context: inner.inside(header).at("[\(index)]"))
            column.header(evaluator, cell, inner.inside(cell))
        }
        evaluate(rows, columns: columns, in: evaluator, parent: node, context: inner)
    }

    @MainActor private func evaluate(
        _ rows: [TableRowEntry], columns: [TableColumnEntry], in evaluator: Evaluator, parent: ViewNode,
        context: EvaluationContext
    ) {
        for row in rows {
            let rowContext = context.at("[\(row.id)]")
            let node = evaluator.makeNode("TableRow", detail: row.id, parent: parent, context: rowContext)
            let inner = rowContext.inside(node)
            for (index, column) in columns.enumerated() {
                column.cell(row.value, evaluator, node, inner.at("[\(index)]"))
            }
            for (index, menu) in row.menus.enumerated() { menu(evaluator, node, inner.at(".menu\(index)")) }
            evaluate(row.children, columns: columns, in: evaluator, parent: node, context: inner.at(".children"))
        }
    }

    private static func count(_ rows: [TableRowEntry]) -> Int {
        rows.reduce(0) { $0 + 1 + count($1.children) }
    }
}

extension Table {
    /// Creates a table with the given columns and rows that generates its contents using
    /// values of the given type.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one
    /// row that generates its data using values of the given type.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows
    /// that generates its data using values of the given type.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table with the given columns and rows.
    public init<Sort>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: nil)
    }

    /// Creates a sortable table with the given columns and rows.
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: nil)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting zero
    /// or one row.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting zero
    /// or one row.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// multiple rows.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// multiple rows.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a table with the given columns and rows that generates its contents using
    /// values of the given type and has dynamically customizable columns.
    public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: nil)
    }

    /// Creates a sortable table with the given columns and rows and has dynamically
    /// customizable columns.
    public init<Sort>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: nil)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// multiple rows and dynamically customizable columns.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: Self.describe(selection.wrappedValue))
    }

    /// The selection as the evaluated tree records it.
    static func describe<ID>(_ selection: ID?) -> String { selection.map { "\($0)" } ?? "nil" }

    /// The selection as the evaluated tree records it, in a stable order.
    static func describe<ID>(_ selection: Set<ID>) -> String {
        "[" + selection.map { "\($0)" }.sorted().joined(separator: ", ") + "]"
    }
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting zero or one row.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting multiple rows.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and supports selecting zero or one row.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and supports selecting multiple rows.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data and
    /// has dynamically customizable columns.
    public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// that supports selecting multiple rows, and that has dynamically customizable columns.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: Self.describe(selection.wrappedValue))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data and has dynamically customizable columns.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, supports selecting multiple rows, and has dynamically customizable columns.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: Self.describe(selection.wrappedValue))
    }
}
