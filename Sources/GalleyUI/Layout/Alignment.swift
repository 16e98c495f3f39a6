import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The alignment's name (`leading`) or its custom identifier's type name.
    public let description: String

    init(name: String) { description = name }

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { self.init(name: guideName(id)) }

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
    /// A guide marking the leading edge of a list row's separator.
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
    /// A guide marking the trailing edge of a list row's separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The alignment's name (`top`) or its custom identifier's type name.
    public let description: String

    init(name: String) { description = name }

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { self.init(name: guideName(id)) }

    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
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

/// A view's size and alignment guides in its own coordinate space.
///
/// Galley does no layout: a view's dimensions are always zero, and every guide reads zero.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width: zero in Galley, which does no layout.
    public var width: CGFloat { 0 }
    /// The view's height: zero in Galley, which does no layout.
    public var height: CGFloat { 0 }

    init() {}

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
    /// Gets the explicit value of the given horizontal alignment guide: none in Galley.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// Gets the explicit value of the given vertical alignment guide: none in Galley.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// Sets the view's horizontal alignment. Inert: `computeValue` is never called, since
    /// Galley does no layout.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        inertGuide(g)
    }

    /// Sets the view's vertical alignment. Inert: `computeValue` is never called.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        inertGuide(g)
    }

    /// The inert node of both `alignmentGuide` overloads, naming the guide.
    private func inertGuide(_ guide: some CustomStringConvertible) -> some View {
        inert(".alignmentGuide", guide.description)
    }
}

/// The name an alignment built from a custom `AlignmentID` carries: its type's name.
private func guideName(_ id: any AlignmentID.Type) -> String { String(describing: id) }
