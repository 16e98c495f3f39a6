import SwiftUI

final class ClockModel: ObservableObject {
    let ticks = CurrentValueSubject<Int, Never>(0)
    @Published var label = "0"
    private var subscription: AnyCancellable?

    init() {
        subscription = ticks.sink { [weak self] value in self?.label = "\(value)" }
    }

    func tick() { ticks.send(ticks.value + 1) }
}

struct ClockFace: View {
    @StateObject private var clock = ClockModel()
    var body: some View {
        Button(clock.label) { clock.tick() }
    }
}
