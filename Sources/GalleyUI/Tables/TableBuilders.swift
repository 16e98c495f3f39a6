import Foundation

/// A type of table column content that creates table columns created from a Swift tuple of
/// table columns.
@frozen nonisolated public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent
where RowValue: Identifiable, Sort: SortComparator {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// Tuple content has no body; the table lists each of its columns.
    public typealias TableColumnBody = Never

    /// The value of a row presented by this column content.
    public var value: T
    let columns: [any TableColumnContent]

    init(value: T, columns: [any TableColumnContent]) {
        self.value = value
        self.columns = columns
    }

    /// Tuple content has no body; the table lists each of its columns.
    nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }
}

extension TupleTableColumnContent: PrimitiveTableColumnContent {
    @MainActor func tableColumns() -> [TableColumnEntry] { columns.flatMap { GalleyUI.tableColumns(of: $0) } }
}

/// A result builder that creates table column content from closures.
///
/// A sortable builder (`Sort` other than `Never`) also takes unsortable columns, as a table
/// may mix both; an unsortable one takes only unsortable columns.
@resultBuilder nonisolated public struct TableColumnBuilder<RowValue, Sort>
where RowValue: Identifiable, Sort: SortComparator {
    /// Creates a generic, sortable single column expression.
    public static func buildExpression<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    /// Creates a sortable table column expression whose value and sort types match those of
    /// the builder.
    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Sort, Content, Label>)
        -> TableColumn<RowValue, Sort, Content, Label>
    where Content: View, Label: View {
        column
    }

    /// Creates a generic, unsortable single column expression.
    @_disfavoredOverload
    public static func buildExpression<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }

    /// Creates an unsortable table column expression whose value type matches that of the
    /// builder.
    @_disfavoredOverload
    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Never, Content, Label>)
        -> TableColumn<RowValue, Never, Content, Label>
    where Content: View, Label: View {
        column
    }

    /// Creates a single, sortable column result.
    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    /// Creates a single, unsortable column result.
    @_disfavoredOverload
    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }

    /// Creates a sortable column result from 2 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1), columns: [c0, c1])
    }

    /// Creates an unsortable column result from 2 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1), columns: [c0, c1])
    }

    /// Creates a sortable column result from 3 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2), columns: [c0, c1, c2])
    }

    /// Creates an unsortable column result from 3 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2), columns: [c0, c1, c2])
    }

    /// Creates a sortable column result from 4 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3), columns: [c0, c1, c2, c3])
    }

    /// Creates an unsortable column result from 4 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3), columns: [c0, c1, c2, c3])
    }

    /// Creates a sortable column result from 5 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4), columns: [c0, c1, c2, c3, c4])
    }

    /// Creates an unsortable column result from 5 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4), columns: [c0, c1, c2, c3, c4])
    }

    /// Creates a sortable column result from 6 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), columns: [c0, c1, c2, c3, c4, c5])
    }

    /// Creates an unsortable column result from 6 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), columns: [c0, c1, c2, c3, c4, c5])
    }

    /// Creates a sortable column result from 7 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    )
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), columns: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Creates an unsortable column result from 7 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    )
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), columns: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Creates a sortable column result from 8 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    )
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), columns: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Creates an unsortable column result from 8 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    )
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), columns: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Creates a sortable column result from 9 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    )
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), columns: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Creates an unsortable column result from 9 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    )
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), columns: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Creates a sortable column result from 10 sources; any of them may be unsortable.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    )
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), columns: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Creates an unsortable column result from 10 sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    )
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
        C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), columns: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Creates a column result for conditional statements.
    public static func buildIf<C>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator, C: TableColumnContent {
        content
    }

    /// Creates a column result for the first of two column content alternatives.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T: TableColumnContent,
        F: TableColumnContent, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Creates a column result for the second of two column content alternatives.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T: TableColumnContent,
        F: TableColumnContent, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// A type of table row content that creates table rows created from a Swift tuple of table
/// rows.
@frozen nonisolated public struct TupleTableRowContent<Value, Content>: TableRowContent where Value: Identifiable {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value
    /// Tuple content has no body; the table lists each of its rows.
    public typealias TableRowBody = Never

    /// The rows, as the builder made them.
    public var value: Content
    let rows: [any TableRowContent]

    init(value: Content, rows: [any TableRowContent]) {
        self.value = value
        self.rows = rows
    }

    /// Tuple content has no body; the table lists each of its rows.
    public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension TupleTableRowContent: PrimitiveTableRowContent {
    @MainActor func tableRows() -> [TableRowEntry] { rows.flatMap { GalleyUI.tableRows(of: $0) } }
}

/// A result builder that creates table row content from closures.
@resultBuilder nonisolated public struct TableRowBuilder<Value> where Value: Identifiable {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Value == Content.TableRowValue, Content: TableRowContent {
        content
    }

    /// Creates a single row result.
    public static func buildBlock<C>(_ content: C) -> C where Value == C.TableRowValue, C: TableRowContent {
        content
    }

    /// Creates a row result from 2 sources.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent(value: (c0, c1), rows: [c0, c1])
    }

    /// Creates a row result from 3 sources.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2), rows: [c0, c1, c2])
    }

    /// Creates a row result from 4 sources.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<
        Value, (C0, C1, C2, C3)
    >
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3), rows: [c0, c1, c2, c3])
    }

    /// Creates a row result from 5 sources.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4), rows: [c0, c1, c2, c3, c4])
    }

    /// Creates a row result from 6 sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), rows: [c0, c1, c2, c3, c4, c5])
    }

    /// Creates a row result from 7 sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), rows: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Creates a row result from 8 sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), rows: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Creates a row result from 9 sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), rows: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Creates a row result from 10 sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent,
        C9: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
    {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), rows: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Creates a row result for conditional statements.
    public static func buildIf<C>(_ content: C?) -> C? where Value == C.TableRowValue, C: TableRowContent {
        content
    }

    /// Creates a row result for the first of two row content alternatives.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T: TableRowContent, F: TableRowContent, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Creates a row result for the second of two row content alternatives.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T: TableRowContent, F: TableRowContent, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}
