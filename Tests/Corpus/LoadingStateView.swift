import SwiftUI

enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}

struct ForecastScreen: View {
    @State private var state: LoadState<[String]> = .idle

    var body: some View {
        content
            .task { await load() }
    }

    @ViewBuilder private var content: some View {
        switch state {
        case .idle, .loading:
            ProgressView("Loading…")
        case .loaded(let days):
            List(days, id: \.self) { Text($0) }
        case .failed(let message):
            Text(message).foregroundStyle(.red)
        }
    }

    private func load() async {
        state = .loading
        state = .loaded(["Mon", "Tue", "Wed"])
    }
}
