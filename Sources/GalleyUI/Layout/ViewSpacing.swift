import Foundation

/// A collection of the spacing preferences of a view, one for each edge.
///
/// The distance between two views along an axis is the larger of the facing edges'
/// preferences. A subview in Galley prefers the system's default of 8 points on every edge.
public struct ViewSpacing: Sendable {
    var edges: [Edge: CGFloat]

    init(edges: [Edge: CGFloat]) { self.edges = edges }

    /// A spacing instance with no preference on any edge.
    public init() { self.init(edges: [:]) }

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing()

    /// The default spacing of a view: 8 points on every edge.
    static let standard = ViewSpacing(edges: [.top: 8, .leading: 8, .bottom: 8, .trailing: 8])

    /// Merges `other` into this instance, keeping the larger preference on each of `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            if let value = other.edges[edge] { self.edges[edge] = max(self.edges[edge] ?? value, value) }
        }
    }

    /// This instance merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from a view with this spacing to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (trailing, leading): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return max(edges[trailing] ?? 0, next.edges[leading] ?? 0)
    }
}
