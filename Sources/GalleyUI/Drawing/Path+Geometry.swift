import Foundation

// Measurements of a path: its bounds, hit testing, and the polylines the other computations
// work on.

extension Path {
    /// The smallest rectangle holding every point the path passes through (control points
    /// that the curves do not reach are left out), or `.null` for an empty path.
    public var boundingRect: CGRect {
        var xs: [CGFloat] = []
        var ys: [CGFloat] = []
        forEachSegment { segment in
            for point in segment.extremePoints {
                xs.append(point.x)
                ys.append(point.y)
            }
        } moved: { point in
            xs.append(point.x)
            ys.append(point.y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            return .null
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the path, filled with the non-zero rule (or the even-odd rule when `eoFill`),
    /// covers `p`. Open subpaths count as closed, as they do when filled.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polylines(closingOpenSubpaths: true) where polygon.count > 1 {
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > p.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as polylines, each curve flattened into short straight pieces. A
    /// closed subpath ends at its start point; `closingOpenSubpaths` closes the others too.
    func polylines(closingOpenSubpaths: Bool = false) -> [[CGPoint]] {
        subpathPolylines().map { subpath in
            guard closingOpenSubpaths, !subpath.closed, let first = subpath.points.first else { return subpath.points }
            return subpath.points + [first]
        }
    }

    /// The subpaths as flattened polylines, each with whether it was closed. A closed one
    /// ends at its start point.
    func subpathPolylines() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if closed, let first = current.first, current.last != first { current.append(first) }
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            default:
                guard let last = current.last else { continue }
                current += Segment(from: last, element: element)?.flattened().dropFirst() ?? []
            }
        }
        finish(closed: false)
        return result
    }

    /// Calls `segment` for each drawn segment (a close draws the line back to the subpath's
    /// start) and `moved` for each move.
    func forEachSegment(_ segment: (Segment) -> Void, moved: (CGPoint) -> Void = { _ in }) {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                moved(point)
                start = point
                current = point
            case .closeSubpath:
                if let from = current, let to = start, from != to { segment(Segment(from: from, line: to)) }
                current = start
            default:
                guard let from = current, let drawn = Segment(from: from, element: element) else { continue }
                segment(drawn)
                current = drawn.end
            }
        }
    }
}

/// One drawn piece of a path: a line or a Bézier curve, as its control polygon.
struct Segment {
    /// The start, the control points, and the end: 2, 3 or 4 points.
    var points: [CGPoint]

    init(points: [CGPoint]) { self.points = points }
    init(from start: CGPoint, line end: CGPoint) { points = [start, end] }

    init?(from start: CGPoint, element: Path.Element) {
        switch element {
        case .line(let end): points = [start, end]
        case .quadCurve(let end, let control): points = [start, control, end]
        case .curve(let end, let c1, let c2): points = [start, c1, c2, end]
        case .move, .closeSubpath: return nil
        }
    }

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }

    /// The element that draws this segment from its start.
    var element: Path.Element {
        switch points.count {
        case 2: .line(to: end)
        case 3: .quadCurve(to: end, control: points[1])
        default: .curve(to: end, control1: points[1], control2: points[2])
        }
    }

    /// The point at parameter `t` in 0...1 (de Casteljau).
    func point(at t: CGFloat) -> CGPoint { split(at: t).0.end }

    /// The two halves of the segment at parameter `t`.
    func split(at t: CGFloat) -> (Segment, Segment) {
        if t <= 0 { return (Segment(points: points.map { _ in start }), self) }
        if t >= 1 { return (self, Segment(points: points.map { _ in end })) }
        var levels = [points]
        while levels[levels.count - 1].count > 1 {
            let level = levels[levels.count - 1]
            levels.append(
                zip(level, level.dropFirst()).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                })
        }
        return (Segment(points: levels.map { $0[0] }), Segment(points: levels.reversed().map { $0[$0.count - 1] }))
    }

    /// Points along the segment, its start and end included: a curve in 32 even steps of its
    /// parameter, which keeps the error far below a point for shapes of screen size.
    func flattened() -> [CGPoint] {
        guard points.count > 2 else { return points }
        return (0...32).map { point(at: CGFloat($0) / 32) }
    }

    /// The flattened length.
    var length: CGFloat {
        let polyline = flattened()
        return zip(polyline, polyline.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The start, the end, and the points where the curve turns in x or in y.
    var extremePoints: [CGPoint] {
        var parameters: [CGFloat] = []
        for axis in [\CGPoint.x, \CGPoint.y] {
            let v = points.map { $0[keyPath: axis] }
            switch v.count {
            case 3:
                let denominator = v[0] - 2 * v[1] + v[2]
                if denominator != 0 { parameters.append((v[0] - v[1]) / denominator) }
            case 4:
                // The derivative is a quadratic a·t² + b·t + c.
                let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
                let b = 2 * (v[0] - 2 * v[1] + v[2])
                let c = v[1] - v[0]
                if abs(a) < 1e-12 {
                    if b != 0 { parameters.append(-c / b) }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        let root = discriminant.squareRoot()
                        parameters += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                    }
                }
            default: break
            }
        }
        return [start, end] + parameters.filter { $0 > 0 && $0 < 1 }.map { point(at: $0) }
    }
}
