import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// 0...1 to an output progress that is also in the range 0...1.
public struct UnitCurve: Hashable, Sendable {
    indirect enum Shape: Hashable, Sendable {
        case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        case inverse(Shape)
    }

    let shape: Shape

    /// Creates a new curve using bezier control points: the curve starts at (0, 0), ends at
    /// (1, 1), and bends towards the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y))
    }

    /// A linear curve: output progress equals input progress.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A curve that starts slowly then speeds up.
    public static let easeIn = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A curve that starts quickly then slows down.
    public static let easeOut = bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A curve that starts slowly, speeds up, then slows down.
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter of a circle that starts slowly: 1 - √(1 - p²).
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter of a circle that ends slowly: √(1 - (1 - p)²).
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// Two quarter circles: slow at both ends.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// The output progress for an input progress, clamped to 0...1.
    public func value(at progress: Double) -> Double { Self.value(shape, at: min(max(progress, 0), 1)) }

    /// The rate of change of the output progress with the input progress.
    public func velocity(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        let h = 1e-6
        let (low, high) = (max(p - h, 0), min(p + h, 1))
        return (Self.value(shape, at: high) - Self.value(shape, at: low)) / (high - low)
    }

    /// The curve that maps this curve's outputs back to its inputs.
    public var inverse: UnitCurve {
        if case .inverse(let original) = shape { return UnitCurve(shape: original) }
        return UnitCurve(shape: .inverse(shape))
    }

    private static func value(_ shape: Shape, at p: Double) -> Double {
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2):
            let t = parameter(forX: p, Double(x1), Double(x2))
            return cubic(t, Double(y1), Double(y2))
        case .circularEaseIn: return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut: return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : (1 + (1 - pow(2 * p - 2, 2)).squareRoot()) / 2
        case .inverse(let original):
            // The curves rise from 0 to 1, so the input giving output p is found by bisection.
            var (low, high) = (0.0, 1.0)
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if value(original, at: middle) < p { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }
    }

    /// One coordinate of a Bézier curve from 0 to 1 with control coordinates c1 and c2.
    private static func cubic(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * c1 + 3 * (1 - t) * t * t * c2 + t * t * t
    }

    /// The curve parameter whose x coordinate is `x`, by bisection (x rises with t when the
    /// control points' x coordinates are within 0...1).
    private static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if cubic(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
