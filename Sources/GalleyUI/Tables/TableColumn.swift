import Foundation

/// A column that displays a view for each row in a table.
///
/// Galley evaluates the column's label as the table's header, and its content once for each
/// row value. A table never sorts its rows (it reads them in the order given, as SwiftUI does
/// until someone clicks a header), so a column keeps only the comparator given with
/// `sortUsing:`; its width is kept and never used.
nonisolated public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent
where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// A column has no body; the table evaluates its label and cells.
    public typealias TableColumnBody = Never

    let label: Label
    let title: String
    let content: (RowValue) -> Content
    let comparator: Sort?
    var widths: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) = (nil, nil, nil)

    init(label: Label, title: String, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.title = title
        self.comparator = comparator
        self.content = content
    }

    /// A column has no body; the table evaluates its label and cells.
    nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }

    /// Creates a fixed width table column that isn't user resizable.
    nonisolated public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.widths = (width, width, width)
        return column
    }

    /// Creates a resizable table column with the provided constraints.
    nonisolated public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
        -> TableColumn<RowValue, Sort, Content, Label>
    {
        var column = self
        column.widths = (min, ideal, max)
        return column
    }
}

extension TableColumn: PrimitiveTableColumnContent {
    @MainActor func tableColumns() -> [TableColumnEntry] {
        let label = label
        let content = content
        return [
            TableColumnEntry(
                title: title,
                header: { evaluator, parent, context in evaluator.evaluate(label, parent: parent, context: context) },
                cell: { value, evaluator, parent, context in
                    // The table hands each column its own row values, so the cast holds.
                    evaluator.evaluate(content(value as! RowValue), parent: parent, context: context)
                })
        ]
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), title: titleKey.resolved, comparator: nil, content: content)
    }

    /// Creates an unsortable column that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), title: String(title), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label.
    nonisolated public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, title: "", comparator: nil, content: content)
    }

    /// Creates an unsortable column that displays a string property that generates its label
    /// from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), title: titleKey.resolved, comparator: nil) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// Creates an unsortable column that displays a string property that generates its label
    /// from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), title: String(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that displays a string property with a text label.
    nonisolated public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, title: "", comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// Creates a sortable column that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), title: titleKey.resolved, comparator: comparator, content: content)
    }

    /// Creates a sortable column that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), title: String(title), comparator: comparator, content: content)
    }

    /// Creates a sortable column with a text label.
    nonisolated public init(
        _ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, title: "", comparator: comparator, content: content)
    }
}

// Foundation on Linux has no `String.StandardComparator.localizedStandard`, SwiftUI's default
// comparator for string columns; the default here is `.lexical`, the one it offers.
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for comparable values that generates its label from a
    /// localized string key.
    nonisolated public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), title: titleKey.resolved, comparator: nil, content: content)
    }

    /// Creates a sortable column for comparable values that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), title: String(title), comparator: nil, content: content)
    }

    /// Creates a sortable column for comparable values with a text label.
    nonisolated public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, title: "", comparator: nil, content: content)
    }

    /// Creates a sortable column that generates its label from a localized string key, and
    /// uses an explicit comparator for sorting values.
    nonisolated public init<V, C>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(
            label: Text(titleKey), title: titleKey.resolved,
            comparator: nil,
            content: content)
    }

    /// Creates a sortable column that generates its label from a string, and uses an explicit
    /// comparator for sorting values.
    @_disfavoredOverload
    nonisolated public init<S, V, C>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol, V == C.Compared, C: SortComparator {
        self.init(
            label: Text(title), title: String(title), comparator: nil,
            content: content)
    }

    /// Creates a sortable column that has a text label, and uses an explicit comparator for
    /// sorting values.
    nonisolated public init<V, C>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(
            label: text, title: "", comparator: nil, content: content)
    }

    /// Creates a sortable column that displays a string property, and generates its label
    /// from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: Text(titleKey), title: titleKey.resolved,
            comparator: nil
        ) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, and generates its label
    /// from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: Text(title), title: String(title), comparator: nil
        ) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property and has a text label.
    nonisolated public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: text, title: "", comparator: nil) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}
