import SwiftUI

struct StepCounterTile: View {
    @State private var steps = 4_210

    var body: some View {
        VStack(spacing: 8) {
            Text(steps, format: .number)
                .font(.system(size: 44, weight: .bold))
                .contentTransition(.numericText(value: Double(steps)))
            Button("Add 100") {
                withAnimation(.snappy) { steps += 100 }
            }
            Text("Goal")
                .animation(.easeInOut) { content in
                    content.foregroundStyle(steps > 5_000 ? .green : .secondary)
                }
        }
        .contentTransition(.interpolate)
    }
}

struct LiveElapsedLabel: View {
    let started: Date

    var body: some View {
        TimelineView(.animation(minimumInterval: 0.1, paused: false)) { context in
            let seconds = context.date.timeIntervalSince(started)
            Text(String(format: "%.1f s", seconds))
                .monospacedDigit()
                .contentTransition(.numericText(countsDown: false))
        }
    }
}
