import Foundation

extension Path {
    /// The part of the path between two fractions of its length: `from` and `to` are clamped
    /// to 0...1, and the part is empty unless `from` is below `to`.
    ///
    /// Lengths are measured along the flattened curves; the parts of curves are curves again.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1)
        let to = min(max(to, 0), 1)
        guard from < to else { return Path() }
        var segments: [(segment: Segment, subpath: Int)] = []
        var subpath = 0
        forEachSegment {
            segments.append(($0, subpath))
        } moved: { _ in
            subpath += 1
        }
        let lengths = segments.map(\.segment.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let (startLength, endLength) = (from * total, to * total)
        var result = Path()
        var reached: CGFloat = 0
        var lastSubpath = -1
        var lastReachedItsEnd = false
        for ((segment, subpath), length) in zip(segments, lengths) {
            defer { reached += length }
            let a = max(startLength, reached)
            let b = min(endLength, reached + length)
            guard length > 0, a < b else { continue }
            let t0 = segment.parameter(atLength: a - reached)
            let t1 = segment.parameter(atLength: b - reached)
            let head = segment.split(at: t1).0
            let piece = t1 > 0 ? head.split(at: t0 / t1).1 : head
            let continues = subpath == lastSubpath && lastReachedItsEnd && a == reached
            if !continues { result.move(to: piece.start) }
            result.elements.append(piece.element)
            lastSubpath = subpath
            lastReachedItsEnd = b == reached + length
        }
        return result
    }
}

extension Segment {
    /// The parameter at which the flattened segment reaches `distance` from its start.
    func parameter(atLength distance: CGFloat) -> CGFloat {
        let polyline = flattened()
        let steps = CGFloat(polyline.count - 1)
        var reached: CGFloat = 0
        for (index, (a, b)) in zip(polyline, polyline.dropFirst()).enumerated() {
            let piece = hypot(b.x - a.x, b.y - a.y)
            if reached + piece >= distance {
                let fraction = piece > 0 ? (distance - reached) / piece : 0
                return (CGFloat(index) + fraction) / steps
            }
            reached += piece
        }
        return 1
    }
}
