import SwiftUI

struct StopwatchView: View {
    @State private var elapsed = 0
    @State private var isRunning = false

    var body: some View {
        VStack {
            Text("\(elapsed) s").font(.largeTitle.monospacedDigit())
            Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
        }
        .task(id: isRunning) {
            guard isRunning else { return }
            while !Task.isCancelled, isRunning {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                elapsed += 1
            }
        }
    }
}
