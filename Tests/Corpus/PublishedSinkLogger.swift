import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var history: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { [weak self] value in
                guard !value.isEmpty else { return }
                self?.history.append(value)
            }
            .store(in: &cancellables)
    }
}

struct SearchHistoryView: View {
    @StateObject private var model = SearchModel()
    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            List(model.history, id: \.self) { Text($0) }
        }
    }
}
