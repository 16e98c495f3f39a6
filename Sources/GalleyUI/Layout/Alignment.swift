import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide's identity and its value in a view's dimensions when nothing sets it: the
/// built-in guides' values follow from the size, a custom guide asks its `AlignmentID`.
struct AlignmentKey: Sendable {
    /// The guide's name (`leading`) or its custom identifier's type name.
    let name: String
    /// The guide's value in a view's dimensions when not set explicitly.
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init(_ name: String, _ defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.name = name
        self.defaultValue = defaultValue
    }

    init(_ id: any AlignmentID.Type) {
        nonisolated(unsafe) let id = id
        self.init(String(describing: id)) { id.defaultValue(in: $0) }
    }
}

/// The value that merges the explicit values of a guide in several views: the first one.
private func firstExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    for case let value? in values { return value }
    return nil
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    init(_ name: String, _ defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(name, defaultValue)
    }

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    /// The alignment's name (`leading`) or its custom identifier's type name.
    public var description: String { key.name }

    /// Whether both are the same guide.
    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.key.name == rhs.key.name }

    /// Merges the explicit values of this guide in several views into one: the first value
    /// set, or nil when none is.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        firstExplicit(values)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment("leading") { _ in 0 }
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment("center") { $0.width / 2 }
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment("trailing") { $0.width }
    /// A guide marking the leading edge of a list row's separator.
    public static let listRowSeparatorLeading = HorizontalAlignment("listRowSeparatorLeading") { _ in 0 }
    /// A guide marking the trailing edge of a list row's separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment("listRowSeparatorTrailing") { $0.width }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    init(_ name: String, _ defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(name, defaultValue)
    }

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    /// The alignment's name (`top`) or its custom identifier's type name.
    public var description: String { key.name }

    /// Whether both are the same guide.
    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.key.name == rhs.key.name }

    /// Merges the explicit values of this guide in several views into one: the first value
    /// set, or nil when none is.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        firstExplicit(values)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment("top") { _ in 0 }
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment("center") { $0.height / 2 }
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment("bottom") { $0.height }
    /// A guide that marks the top-most text baseline in a view; the bottom edge of a view
    /// without text.
    public static let firstTextBaseline = VerticalAlignment("firstTextBaseline") { $0.height }
    /// A guide that marks the bottom-most text baseline in a view; the bottom edge of a view
    /// without text.
    public static let lastTextBaseline = VerticalAlignment("lastTextBaseline") { $0.height }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `horizontal, vertical`.
    public var description: String { "\(horizontal), \(vertical)" }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
