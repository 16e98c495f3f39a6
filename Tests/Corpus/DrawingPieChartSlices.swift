import SwiftUI

/// One slice of a pie, between two angles measured clockwise from the top.
struct PieSlice: Shape {
    var start: Angle
    var end: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start.radians, end.radians) }
        set {
            start = .radians(newValue.first)
            end = .radians(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: radius, startAngle: start - .degrees(90), endAngle: end - .degrees(90),
            clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct BudgetPieChart: View {
    let shares: [(String, Double, Color)] = [("Rent", 0.45, .blue), ("Food", 0.25, .green), ("Other", 0.3, .orange)]

    private var slices: [(name: String, start: Angle, end: Angle, color: Color)] {
        var start = Angle.zero
        return shares.map { name, share, color in
            let end = start + .degrees(360 * share)
            defer { start = end }
            return (name, start, end, color)
        }
    }

    var body: some View {
        ZStack {
            ForEach(slices, id: \.name) { slice in
                PieSlice(start: slice.start, end: slice.end)
                    .fill(slice.color)
                    .overlay(PieSlice(start: slice.start, end: slice.end).stroke(.white, lineWidth: 2))
            }
        }
        .frame(width: 200, height: 200)
    }
}
