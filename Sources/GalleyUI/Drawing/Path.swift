import Foundation

/// The outline of a 2D shape: a list of move, line, curve and close elements.
///
/// Paths are computed for real (bounds, hit tests, trimming, stroking), so a snippet that
/// builds one and inspects it sees actual geometry. As a view, a path is a leaf of the
/// evaluated tree.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// A path element that terminates the current subpath (without closing it) and
        /// defines a new current point.
        case move(to: CGPoint)
        /// A line from the previous current point to the given point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the previous current point to the given end-point,
        /// using the single control point to define the curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the previous current point to the given end-point,
        /// using the two control points to define the curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line from the start point of the current subpath to its current point, which
        /// ends that subpath.
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path as the given rounded rectangle, which may have uneven corner radii.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

    /// The last point in the path, or nil when the path is empty.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements = elements.map { $0.applying(transform) }
        return result
    }

    /// The path moved by the given offsets.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    /// The element with its points transformed.
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}
