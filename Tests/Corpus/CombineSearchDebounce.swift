import Combine
import SwiftUI

final class RecipeSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    @Published private(set) var isSearching = false

    private let catalogue = ["Apple pie", "Banana bread", "Carrot cake", "Date squares", "Eton mess"]
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = true })
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { [catalogue] text in
                text.isEmpty ? catalogue : catalogue.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .sink { [weak self] found in
                self?.matches = found
                self?.isSearching = false
            }
            .store(in: &subscriptions)
    }
}

struct RecipeSearchScreen: View {
    @StateObject private var model = RecipeSearchModel()

    var body: some View {
        NavigationStack {
            List(model.matches, id: \.self) { recipe in
                Text(recipe)
            }
            .overlay {
                if model.isSearching { ProgressView() }
            }
            .searchable(text: $model.query, prompt: "Recipes")
            .navigationTitle("Recipes")
        }
    }
}
