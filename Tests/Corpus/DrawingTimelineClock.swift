import SwiftUI

struct ClockHand: Shape {
    var length: CGFloat

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.midY - rect.height / 2 * length))
        }
    }
}

struct AnalogClockFace: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            let components = Calendar.current.dateComponents([.hour, .minute], from: context.date)
            let minutes = Double(components.minute ?? 0)
            let hours = Double(components.hour ?? 0).truncatingRemainder(dividingBy: 12) + minutes / 60
            ZStack {
                Circle().stroke(.primary, lineWidth: 2)
                ClockHand(length: 0.5)
                    .stroke(.primary, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .rotationEffect(.degrees(hours * 30))
                ClockHand(length: 0.8)
                    .stroke(.secondary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                    .rotationEffect(.degrees(minutes * 6))
                Circle().fill(.red).frame(width: 6, height: 6)
            }
            .frame(width: 120, height: 120)
        }
    }
}

struct SecondsTicker: View {
    let start = Date.now

    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            Text("\(Int(context.date.timeIntervalSince(start))) s")
                .monospacedDigit()
        }
    }
}
