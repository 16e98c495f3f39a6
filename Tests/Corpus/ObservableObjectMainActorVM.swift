import SwiftUI

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published private(set) var summary = "—"
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        summary = "Sunny, 24°"
    }
}

struct WeatherScreen: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading { ProgressView() }
            Text(viewModel.summary)
            Button("Refresh") { Task { await viewModel.refresh() } }
        }
        .task { await viewModel.refresh() }
    }
}
