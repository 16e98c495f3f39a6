import SwiftUI

struct ActivityRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [color.opacity(0.6), color], center: .center, startAngle: .zero, endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRingsSummary: View {
    var body: some View {
        ZStack {
            ActivityRing(progress: 0.82, color: .red)
                .frame(width: 160, height: 160)
            ActivityRing(progress: 0.55, color: .green)
                .frame(width: 124, height: 124)
            ActivityRing(progress: 0.3, color: .cyan)
                .frame(width: 88, height: 88)
            Circle()
                .strokeBorder(.secondary, lineWidth: 1)
                .frame(width: 176, height: 176)
        }
        .padding()
    }
}
