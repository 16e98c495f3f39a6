import SwiftUI

/// A line through evenly spaced values, scaled to the frame.
struct TemperatureLine: Shape {
    var readings: [Double]

    func path(in rect: CGRect) -> Path {
        guard readings.count > 1, let low = readings.min(), let high = readings.max() else { return Path() }
        let span = max(high - low, 1)
        let step = rect.width / CGFloat(readings.count - 1)
        let points = readings.enumerated().map { index, value in
            CGPoint(x: rect.minX + CGFloat(index) * step, y: rect.maxY - CGFloat((value - low) / span) * rect.height)
        }
        var path = Path()
        path.addLines(points)
        return path
    }
}

struct TemperatureChartCard: View {
    let readings: [Double] = [12, 14, 13, 17, 21, 19, 16]
    @State private var drawn: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("This week").font(.headline)
            TemperatureLine(readings: readings)
                .trim(from: 0, to: drawn)
                .stroke(.orange, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .frame(height: 120)
                .background {
                    TemperatureLine(readings: readings)
                        .stroke(.gray.opacity(0.3), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                }
        }
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 1.2)) { drawn = 1 }
        }
    }
}

func chartLength(of readings: [Double], in rect: CGRect) -> CGRect {
    TemperatureLine(readings: readings).path(in: rect).boundingRect
}
