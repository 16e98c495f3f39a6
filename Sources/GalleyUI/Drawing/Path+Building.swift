import Foundation

// The mutating builders of `Path`. Arcs and ellipses become cubic Bézier curves of at most a
// quarter turn each, as CoreGraphics builds them.

extension Path {
    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) {
        if currentPoint == nil { move(to: end) } else { elements.append(.line(to: end)) }
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to the path, with the specified end and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() {
        if currentPoint != nil { elements.append(.closeSubpath) }
    }

    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append(transform) { path in
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            path.closeSubpath()
        }
    }

    /// Adds a set of rectangular subpaths to the path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a sequence of connected straight-line segments to the path.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a rounded rectangle to the path.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2)
        let ry = min(max(cornerSize.height, 0), r.height / 2)
        append(transform) { path in
            path.roundedRect(
                r,
                radii: [
                    CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                    CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                ])
        }
    }

    /// Adds a rounded rectangle with uneven corners to the path.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func size(_ radius: CGFloat) -> CGSize {
            let clamped = min(max(radius, 0), limit)
            return CGSize(width: clamped, height: clamped)
        }
        append(transform) { path in
            path.roundedRect(
                r,
                radii: [
                    size(cornerRadii.topLeading), size(cornerRadii.topTrailing),
                    size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading),
                ])
        }
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        append(transform) { path in
            path.move(to: CGPoint(x: r.maxX, y: r.midY))
            path.appendArc(
                center: center, radii: CGSize(width: r.width / 2, height: r.height / 2), start: 0, delta: 2 * .pi)
            path.closeSubpath()
        }
    }

    /// Adds an arc of a circle, specified by its center, radius, start angle and change of
    /// angle.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        arc(center: center, radius: radius, start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// Adds an arc of a circle, specified by its center, radius and two angles. With
    /// `clockwise`, the angle decreases from start to end, as in CoreGraphics.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise, delta > 0 {
            delta = delta.truncatingRemainder(dividingBy: fullTurn)
            if delta > 0 { delta -= fullTurn } else { delta = -fullTurn }
        } else if !clockwise, delta < 0 {
            delta = delta.truncatingRemainder(dividingBy: fullTurn)
            if delta < 0 { delta += fullTurn } else { delta = fullTurn }
        }
        arc(center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let v1 = CGPoint(x: current.x - tangent1End.x, y: current.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
            y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let sweep = (Double.pi - angle) * (cross > 0 ? -1 : 1)
        append(transform) { path in
            path.addLine(to: start)
            path.appendArc(
                center: center, radii: CGSize(width: radius, height: radius), start: startAngle, delta: sweep)
        }
    }

    /// Appends another path value to this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    // MARK: - Helpers

    /// Builds elements with `body` in untransformed coordinates, then appends them
    /// transformed. The builder starts from the current point, untransformed.
    private mutating func append(_ transform: CGAffineTransform, _ body: (inout Path) -> Void) {
        var local = Path()
        if let current = currentPoint { local.elements = [.move(to: current.applying(transform.inverted()))] }
        let prefix = local.elements.count
        body(&local)
        elements += local.elements.dropFirst(prefix).map { $0.applying(transform) }
    }

    private mutating func arc(
        center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform: CGAffineTransform
    ) {
        append(transform) { path in
            let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
            path.addLine(to: first)
            path.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: start, delta: delta)
        }
    }

    /// Appends cubic curves tracing an elliptical arc from the current point, which must be
    /// the arc's start.
    mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, delta: Double) {
        let count = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            func point(_ a: Double) -> CGPoint {
                CGPoint(x: center.x + radii.width * cos(a), y: center.y + radii.height * sin(a))
            }
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(x: p0.x - k * radii.width * sin(angle), y: p0.y + k * radii.height * cos(angle))
            let c2 = CGPoint(x: p1.x + k * radii.width * sin(next), y: p1.y - k * radii.height * cos(next))
            elements.append(.curve(to: p1, control1: c1, control2: c2))
            angle = next
        }
    }

    /// A rounded rectangle with radii for the top-leading, top-trailing, bottom-trailing and
    /// bottom-leading corners, starting on the top edge.
    private mutating func roundedRect(_ r: CGRect, radii: [CGSize]) {
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        corner(CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        corner(CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, from: 0)
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        corner(CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        corner(CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, from: .pi)
        closeSubpath()
    }

    private mutating func corner(_ center: CGPoint, _ radii: CGSize, from start: Double) {
        guard radii.width > 0, radii.height > 0 else { return }
        appendArc(center: center, radii: radii, start: start, delta: .pi / 2)
    }
}
