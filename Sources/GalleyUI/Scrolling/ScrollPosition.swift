import Foundation

/// A type that defines the semantic position of where a scroll view is scrolled within its
/// content.
///
/// The value records where code asked to scroll; Galley does no layout, so no scroll view
/// moves, and a user never positions one.
public struct ScrollPosition: Equatable {
    /// The edge the scroll view was asked to scroll to, if any.
    public private(set) var edge: Edge?
    /// The point the scroll view was asked to scroll to, if any.
    public private(set) var point: CGPoint?
    /// The identity of the view the scroll view was asked to scroll to, if any.
    public private(set) var viewID: AnyHashable?
    /// Whether the position comes from the user scrolling: never in Galley.
    public var isPositionedByUser: Bool { false }

    /// Creates a new scroll position to a view with a provided identity type.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) { self.edge = edge }

    /// Creates a new scroll position to a view with a provided identity type, at a point.
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.point = point }

    /// Creates a new scroll position to a view with a provided identity type, at x and y.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }

    /// Creates a new scroll position to a view with a provided identity.
    public init(id: some Hashable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }

    /// Creates a new scroll position to a provided edge.
    public init(edge: Edge) { self.edge = edge }

    /// Creates a new scroll position to a provided point.
    public init(point: CGPoint) { self.point = point }

    /// Creates a new scroll position to a provided x and y value.
    public init(x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }

    /// The identity of the view the scroll view was asked to scroll to, if it is of the given type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    /// Scrolls the view with the provided identity into view.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { set(viewID: AnyHashable(id)) }

    /// Scrolls to the provided edge.
    public mutating func scrollTo(edge: Edge) { set(edge: edge) }

    /// Scrolls to the provided point.
    public mutating func scrollTo(point: CGPoint) { set(point: point) }

    /// Scrolls to the provided x and y value.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(point: CGPoint(x: x, y: y)) }

    /// Scrolls to the provided x value, keeping y.
    public mutating func scrollTo(x: CGFloat) { set(point: CGPoint(x: x, y: point?.y ?? 0)) }

    /// Scrolls to the provided y value, keeping x.
    public mutating func scrollTo(y: CGFloat) { set(point: CGPoint(x: point?.x ?? 0, y: y)) }

    private mutating func set(edge: Edge? = nil, point: CGPoint? = nil, viewID: AnyHashable? = nil) {
        self.edge = edge
        self.point = point
        self.viewID = viewID
    }
}

/// The geometry of a scroll view: every length is zero in Galley, which does no layout.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize
    /// The visible rect of the scroll view.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The bounds rect of the scroll view.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
