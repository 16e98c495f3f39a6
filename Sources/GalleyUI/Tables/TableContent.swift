import Foundation

/// A type used to represent columns within a table.
///
/// A custom column type composes built-in columns in `tableColumnBody`, as a view composes
/// views in `body`.
@MainActor @preconcurrency public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody: TableColumnContent
    /// The composition of content that comprise the table column content.
    nonisolated var tableColumnBody: Self.TableColumnBody { get }
}

/// A type used to represent table rows.
///
/// A custom row type composes built-in rows in `tableRowBody`, as a view composes views in
/// `body`.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent
    /// The composition of content that comprise the table row content.
    @MainActor @preconcurrency var tableRowBody: Self.TableRowBody { get }
}

extension Never: TableColumnContent {
    /// `Never` has no rows.
    public typealias TableRowValue = Never
    /// `Never` does not sort.
    public typealias TableColumnSortComparator = Never
    /// `Never` is the body of the built-in columns, which have none.
    public typealias TableColumnBody = Never
    /// `Never` is the body of the built-in columns, which have none.
    nonisolated public var tableColumnBody: Never { fatalError("Never has no table column body") }
}

extension Never: TableRowContent {
    /// `Never` is the body of the built-in rows, which have none.
    public typealias TableRowBody = Never
    /// `Never` is the body of the built-in rows, which have none.
    public var tableRowBody: Never { fatalError("Never has no table row body") }
}

/// One column as a table evaluates it: its header and its cell for a row's value.
@MainActor struct TableColumnEntry {
    /// The column's name in the evaluated tree: its title when it is plain text.
    var title: String
    var header: (Evaluator, ViewNode, EvaluationContext) -> Void
    var cell: (Any, Evaluator, ViewNode, EvaluationContext) -> Void
}

/// One row as a table evaluates it: its value, its id, and the rows it discloses.
@MainActor struct TableRowEntry {
    var id: String
    var value: Any
    var children: [TableRowEntry] = []
    /// The row's context menus, evaluated with the row.
    var menus: [(Evaluator, ViewNode, EvaluationContext) -> Void] = []
}

/// The built-in column types, which list their columns; custom ones list their body's.
@MainActor protocol PrimitiveTableColumnContent {
    @MainActor func tableColumns() -> [TableColumnEntry]
}

/// The built-in row types, which list their rows; custom ones list their body's.
@MainActor protocol PrimitiveTableRowContent {
    @MainActor func tableRows() -> [TableRowEntry]
}

@MainActor func tableColumns<C: TableColumnContent>(of content: C) -> [TableColumnEntry] {
    if let primitive = content as? any PrimitiveTableColumnContent { return primitive.tableColumns() }
    return tableColumns(of: content.tableColumnBody)
}

@MainActor func tableRows<R: TableRowContent>(of content: R) -> [TableRowEntry] {
    if let primitive = content as? any PrimitiveTableRowContent { return primitive.tableRows() }
    return tableRows(of: content.tableRowBody)
}

extension Never: PrimitiveTableColumnContent, PrimitiveTableRowContent {
    @MainActor func tableColumns() -> [TableColumnEntry] { [] }
    @MainActor func tableRows() -> [TableRowEntry] { [] }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The type of value of rows presented by the wrapped column content.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The sort comparator of the wrapped column content.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// Optional content has no body; it lists the wrapped columns when there are some.
    public typealias TableColumnBody = Never
    /// Optional content has no body; it lists the wrapped columns when there are some.
    nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveTableColumnContent where Wrapped: TableColumnContent {
    @MainActor func tableColumns() -> [TableColumnEntry] { map { GalleyUI.tableColumns(of: $0) } ?? [] }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The type of value of the wrapped rows.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Optional content has no body; it lists the wrapped rows when there are some.
    public typealias TableRowBody = Never
    /// Optional content has no body; it lists the wrapped rows when there are some.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveTableRowContent where Wrapped: TableRowContent {
    @MainActor func tableRows() -> [TableRowEntry] { map { GalleyUI.tableRows(of: $0) } ?? [] }
}

extension _ConditionalContent: TableColumnContent
where
    TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    /// The type of value of rows presented by either branch.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The sort comparator of either branch.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// Conditional content has no body; it lists the active branch's columns.
    public typealias TableColumnBody = Never
    /// Conditional content has no body; it lists the active branch's columns.
    nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveTableColumnContent
where
    TrueContent: TableColumnContent, FalseContent: TableColumnContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    @MainActor func tableColumns() -> [TableColumnEntry] {
        switch storage {
        case .trueContent(let content): GalleyUI.tableColumns(of: content)
        case .falseContent(let content): GalleyUI.tableColumns(of: content)
        }
    }
}

extension _ConditionalContent: TableRowContent
where
    TrueContent: TableRowContent, FalseContent: TableRowContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue
{
    /// The type of value of either branch's rows.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Conditional content has no body; it lists the active branch's rows.
    public typealias TableRowBody = Never
    /// Conditional content has no body; it lists the active branch's rows.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveTableRowContent
where
    TrueContent: TableRowContent, FalseContent: TableRowContent,
    TrueContent.TableRowValue == FalseContent.TableRowValue
{
    @MainActor func tableRows() -> [TableRowEntry] {
        switch storage {
        case .trueContent(let content): GalleyUI.tableRows(of: content)
        case .falseContent(let content): GalleyUI.tableRows(of: content)
        }
    }
}
