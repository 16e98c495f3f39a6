import Combine
import SwiftUI

enum PlayerEvent {
    case played(track: String)
    case paused
    case skipped(count: Int)
}

@MainActor final class PlayerEventBus {
    static let shared = PlayerEventBus()
    let events = PassthroughSubject<PlayerEvent, Never>()
}

@MainActor final class NowPlayingModel: ObservableObject {
    @Published private(set) var title = "Nothing playing"
    @Published private(set) var skips = 0
    private var bag = Set<AnyCancellable>()

    init(bus: PlayerEventBus) {
        bus.events
            .compactMap { event -> String? in
                if case .played(let track) = event { return track }
                return nil
            }
            .assign(to: \.title, on: self)
            .store(in: &bag)

        bus.events
            .filter { event in
                if case .skipped = event { return true }
                return false
            }
            .map { _ in 1 }
            .scan(0, +)
            .sink { [weak self] total in self?.skips = total }
            .store(in: &bag)
    }
}

struct NowPlayingBar: View {
    @StateObject private var model = NowPlayingModel(bus: .shared)

    var body: some View {
        HStack {
            Text(model.title).lineLimit(1)
            Spacer()
            Text("\(model.skips) skipped").foregroundStyle(.secondary)
            Button("Skip") { PlayerEventBus.shared.events.send(.skipped(count: 1)) }
        }
        .padding()
    }
}
