import Foundation

// A path's text form lists its elements in PostScript order, operands first: `x y m` (move),
// `x y l` (line), `cx cy x y q` (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve) and
// `h` (close). Reading also accepts `x y width height re` (a rectangle).

extension Path: LosslessStringConvertible {
    /// The elements in text form, e.g. `0 0 m 10 0 l h`.
    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): "\(number(p.x)) \(number(p.y)) m"
            case .line(let p): "\(number(p.x)) \(number(p.y)) l"
            case .quadCurve(let p, let c): "\(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y)) q"
            case .curve(let p, let c1, let c2):
                [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(number).joined(separator: " ") + " c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    /// Reads a path from its text form; nil when the text is not one.
    public init?(_ string: String) {
        var path = Path()
        var operands: [CGFloat] = []
        for token in string.split(whereSeparator: \.isWhitespace) {
            if let value = Double(token) {
                operands.append(CGFloat(value))
                continue
            }
            let o = operands
            switch (token, o.count) {
            case ("m", 2): path.move(to: CGPoint(x: o[0], y: o[1]))
            case ("l", 2): path.addLine(to: CGPoint(x: o[0], y: o[1]))
            case ("q", 4): path.addQuadCurve(to: CGPoint(x: o[2], y: o[3]), control: CGPoint(x: o[0], y: o[1]))
            case ("c", 6):
                path.addCurve(
                    to: CGPoint(x: o[4], y: o[5]), control1: CGPoint(x: o[0], y: o[1]),
                    control2: CGPoint(x: o[2], y: o[3]))
            case ("h", 0): path.closeSubpath()
            case ("re", 4): path.addRect(CGRect(x: o[0], y: o[1], width: o[2], height: o[3]))
            default: return nil
            }
            operands = []
        }
        guard operands.isEmpty else { return nil }
        self = path
    }
}

/// `10` for whole numbers, `0.5` otherwise.
private func number(_ value: CGFloat) -> String {
    let double = Double(value)
    if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
    return String(double)
}
