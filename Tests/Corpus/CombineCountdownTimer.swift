import Combine
import SwiftUI

final class TeaSteepTimer: ObservableObject {
    @Published private(set) var remaining: Int
    @Published private(set) var isRunning = false
    private let duration: Int
    private var tick: AnyCancellable?

    init(seconds: Int) {
        duration = seconds
        remaining = seconds
    }

    func start() {
        guard !isRunning else { return }
        isRunning = true
        tick = Timer.publish(every: 1, tolerance: 0.1, on: .main, in: .default)
            .autoconnect()
            .scan(remaining) { left, _ in left - 1 }
            .prefix(while: { $0 >= 0 })
            .sink(
                receiveCompletion: { [weak self] _ in self?.isRunning = false },
                receiveValue: { [weak self] left in self?.remaining = left })
    }

    func reset() {
        tick?.cancel()
        tick = nil
        isRunning = false
        remaining = duration
    }
}

struct TeaSteepView: View {
    @StateObject private var timer = TeaSteepTimer(seconds: 180)

    var body: some View {
        VStack(spacing: 16) {
            Text("\(timer.remaining / 60):\(String(format: "%02d", timer.remaining % 60))")
                .font(.largeTitle.monospacedDigit())
            HStack {
                Button("Start") { timer.start() }.disabled(timer.isRunning)
                Button("Reset", role: .destructive) { timer.reset() }
            }
        }
    }
}
