import Foundation

// `strokedPath(_:)` outlines a stroke as the union of simple polygons: a quadrilateral per
// straight piece of the flattened path, plus joins, caps and dashes as `StrokeStyle` asks.
// Every polygon winds the same way, so the non-zero fill of the result is exactly the
// stroked area, which is what hit tests and clip shapes need; the outline is not merged into
// one contour as CoreGraphics would.

extension Path {
    /// A path covering the area that stroking this path with `style` paints.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var polygons: [[CGPoint]] = []
        for subpath in subpathPolylines() {
            let points = withoutRepeats(subpath.points)
            let pieces = style.dash.reduce(0, +) > 0 ? dashed(points, style) : [(points, subpath.closed)]
            for (piece, closed) in pieces {
                polygons += outline(withoutRepeats(piece), closed: closed, half: half, style: style)
            }
        }
        var result = Path()
        for polygon in polygons where polygon.count > 2 {
            result.addLines(signedArea(polygon) < 0 ? polygon.reversed() : polygon)
            result.closeSubpath()
        }
        return result
    }

    private func outline(_ points: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle) -> [[CGPoint]] {
        guard points.count > 1 else {
            guard let point = points.first else { return [] }
            switch style.lineCap {
            case .butt: return []
            case .round: return [circlePolygon(point, half)]
            case .square: return [squarePolygon(point, half)]
            }
        }
        var polygons: [[CGPoint]] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let n = normal(a, b, half)
            polygons.append([a + n, b + n, b - n, a - n])
        }
        let joints = closed ? Array(points.dropLast()).indices.map { $0 } : Array(1..<(points.count - 1))
        for index in joints {
            let vertex = points[index]
            let previous = index == 0 ? points[points.count - 2] : points[index - 1]
            let next = points[index + 1]
            polygons += join(previous, vertex, next, half, style)
        }
        if !closed {
            polygons += cap(at: points[0], away: points[1], half, style.lineCap)
            polygons += cap(at: points[points.count - 1], away: points[points.count - 2], half, style.lineCap)
        }
        return polygons
    }

    private func join(_ a: CGPoint, _ v: CGPoint, _ b: CGPoint, _ half: CGFloat, _ style: StrokeStyle) -> [[CGPoint]] {
        if style.lineJoin == .round { return [circlePolygon(v, half)] }
        let n1 = normal(a, v, half)
        let n2 = normal(v, b, half)
        let cross = (v.x - a.x) * (b.y - v.y) - (v.y - a.y) * (b.x - v.x)
        guard abs(cross) > 1e-9 else { return [] }
        let side: CGFloat = cross > 0 ? -1 : 1
        let outer1 = v + n1 * side
        let outer2 = v + n2 * side
        guard style.lineJoin == .miter else { return [[v, outer1, outer2]] }
        // The miter's length over the line width is 1 / sin(θ / 2), θ being the angle between
        // the two pieces at the joint.
        let d1 = unit(v - a)
        let d2 = unit(b - v)
        let cosine = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y)))
        let theta = acos(cosine)
        guard sin(theta / 2) > 0, 1 / sin(theta / 2) <= style.miterLimit else { return [[v, outer1, outer2]] }
        let bisector = unit((outer1 - v) + (outer2 - v))
        let tip = v + bisector * (half / sin(theta / 2))
        return [[v, outer1, tip, outer2]]
    }

    private func cap(at end: CGPoint, away other: CGPoint, _ half: CGFloat, _ cap: CGLineCap) -> [[CGPoint]] {
        switch cap {
        case .butt: return []
        case .round: return [circlePolygon(end, half)]
        case .square:
            let outward = unit(end - other) * half
            let n = normal(other, end, half)
            return [[end + n, end + n + outward, end - n + outward, end - n]]
        }
    }

    /// The painted pieces of a polyline under the dash pattern, each open.
    private func dashed(_ points: [CGPoint], _ style: StrokeStyle) -> [([CGPoint], Bool)] {
        let pattern = style.dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var index = 0
        while phase >= pattern[index] {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - phase
        var pieces: [([CGPoint], Bool)] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            var start = a
            var left = hypot(b.x - a.x, b.y - a.y)
            while left > remaining {
                let cut = start + unit(b - a) * remaining
                left -= remaining
                if index % 2 == 0 {
                    pieces.append((current + [cut], false))
                    current = []
                } else {
                    current = [cut]
                }
                start = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= left
            if index % 2 == 0 { current.append(b) }
        }
        if current.count > 1 { pieces.append((current, false)) }
        return pieces
    }
}

private func withoutRepeats(_ points: [CGPoint]) -> [CGPoint] {
    points.reduce(into: []) { result, point in
        if result.last != point { result.append(point) }
    }
}

private func unit(_ v: CGPoint) -> CGPoint {
    let length = hypot(v.x, v.y)
    return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : .zero
}

private func normal(_ a: CGPoint, _ b: CGPoint, _ half: CGFloat) -> CGPoint {
    let d = unit(b - a)
    return CGPoint(x: -d.y * half, y: d.x * half)
}

private func circlePolygon(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
    (0..<32).map { step in
        let angle = CGFloat(step) / 32 * 2 * .pi
        return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

private func squarePolygon(_ center: CGPoint, _ half: CGFloat) -> [CGPoint] {
    [
        CGPoint(x: center.x - half, y: center.y - half), CGPoint(x: center.x + half, y: center.y - half),
        CGPoint(x: center.x + half, y: center.y + half), CGPoint(x: center.x - half, y: center.y + half),
    ]
}

private func signedArea(_ polygon: [CGPoint]) -> CGFloat {
    zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
}

private func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
private func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
private func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
