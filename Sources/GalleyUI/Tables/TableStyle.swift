import Foundation

/// A type that applies a custom appearance to all tables within a view.
///
/// Its requirements are not open to other types here, so only the built-in styles conform.
/// Galley records the style in the environment and draws nothing.
@MainActor @preconcurrency public protocol TableStyle {
    /// The style's name, as the environment records it.
    nonisolated var _styleName: String { get }
}

/// The `TableStyle` below a `tableStyle(_:)` modifier, by name.
struct TableStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for tables within this view.
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        let name = style._styleName
        return modified(".tableStyle", detail: name) { context, _ in
            context.environment[TableStyleKey.self] = StyleName(description: name)
        }
    }

    /// Controls the visibility of a `Table`'s column header views. Recorded; Galley draws no
    /// headers.
    nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        inert(".tableColumnHeaders", "\(visibility)")
    }
}

/// The default table style in the current context.
nonisolated public struct AutomaticTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
    /// `automatic`.
    nonisolated public var _styleName: String { "automatic" }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    nonisolated public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

/// The table style that describes the behavior and appearance of a table with its content
/// and selection inset from the table edges.
nonisolated public struct InsetTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
    /// `inset`.
    nonisolated public var _styleName: String { "inset" }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content
    /// and selection inset from the table edges.
    nonisolated public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// The table style that describes the behavior and appearance of a table with its content
/// and selection inset from the table edges (macOS).
nonisolated public struct BorderedTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
    /// `bordered`.
    nonisolated public var _styleName: String { "bordered" }
}

extension TableStyle where Self == BorderedTableStyle {
    /// The table style that describes the behavior and appearance of a table with standard
    /// border (macOS).
    nonisolated public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

/// A representation of the state of the columns in a table: which are visible, and in what
/// order. Galley keeps what is set and lays out no columns.
nonisolated public struct TableColumnCustomization<RowValue>: Equatable, Sendable, Codable
where RowValue: Identifiable {
    /// Each customized column's visibility, by the case's name (`Visibility` is not `Codable`).
    var visibility: [String: String] = [:]

    /// Creates an empty table column customization.
    public init() {}

    /// The visibility of the column identified by its identifier.
    public subscript(visibility id: String) -> Visibility {
        get { Visibility.allCases.first { "\($0)" == visibility[id] } ?? .automatic }
        set { visibility[id] = "\(newValue)" }
    }

    /// Resets the column order back to the default.
    public mutating func resetOrder() {}

    /// Resets the visibility of every column back to its default.
    public mutating func resetVisibility() { visibility = [:] }
}

/// Describes the alignment of the content of a table column.
nonisolated public struct TableColumnAlignment: Hashable, Sendable {
    let name: String

    /// The column's content is aligned to the leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(name: "leading") }
    /// The column's content is centered.
    public static var center: TableColumnAlignment { TableColumnAlignment(name: "center") }
    /// The column's content is aligned to the trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(name: "trailing") }
    /// The column's content is aligned for numbers.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(name: "numeric") }
    /// The default alignment for the column's content.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(name: "automatic") }
}

/// Column content with a recorded modifier: an identifier, a default visibility or an
/// alignment. Galley lays out no columns, so the modifier changes nothing.
nonisolated public struct _RecordedTableColumnContent<Base: TableColumnContent>: TableColumnContent {
    /// The type of value of rows presented by the modified columns.
    public typealias TableRowValue = Base.TableRowValue
    /// The sort comparator of the modified columns.
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    /// Modified columns have no body; the table lists the base's columns.
    public typealias TableColumnBody = Never

    let base: Base

    /// Modified columns have no body; the table lists the base's columns.
    nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }
}

extension _RecordedTableColumnContent: PrimitiveTableColumnContent {
    @MainActor func tableColumns() -> [TableColumnEntry] { GalleyUI.tableColumns(of: base) }
}

extension TableColumnContent {
    /// Sets the identifier to be associated with a column when persisting its state with
    /// `TableColumnCustomization`.
    nonisolated public func customizationID(_ id: String)
        -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator>
    {
        _RecordedTableColumnContent(base: self)
    }

    /// Sets the default visibility of a table column.
    nonisolated public func defaultVisibility(_ visibility: Visibility)
        -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator>
    {
        _RecordedTableColumnContent(base: self)
    }

    /// Sets the alignment for the content of a table column.
    nonisolated public func alignment(_ alignment: TableColumnAlignment)
        -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator>
    {
        _RecordedTableColumnContent(base: self)
    }
}
