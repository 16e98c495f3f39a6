import Foundation
import SwiftUI

struct PantryItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var shelf: String
    var bestBefore: Date
}

struct PantrySearchScreen: View {
    @State private var items = [
        PantryItem(id: 1, name: "Rolled oats", shelf: "Top", bestBefore: .distantFuture),
        PantryItem(id: 2, name: "Chickpeas", shelf: "Middle", bestBefore: .distantFuture),
        PantryItem(id: 3, name: "Paprika", shelf: "Spices", bestBefore: .distantFuture),
    ]
    @State private var query = ""
    @State private var confirmingClear = false
    @State private var newExpiry = Date.distantFuture

    private var matches: [PantryItem] {
        query.isEmpty ? items : items.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                if matches.isEmpty {
                    ContentUnavailableView(
                        "No matches", systemImage: "magnifyingglass",
                        description: Text("Try another name."))
                }
                ForEach(matches) { item in
                    LabeledContent(item.name, value: item.shelf)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Remove", role: .destructive) {
                                items.removeAll { $0.id == item.id }
                            }
                        }
                        .contextMenu {
                            Button("Move to top shelf") { move(item, to: "Top") }
                        }
                }
                Section("New item") {
                    DatePicker("Best before", selection: $newExpiry, displayedComponents: .date)
                }
                Section("Shelves") {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem()], spacing: 8) {
                        ForEach(["Top", "Middle", "Spices"], id: \.self) { Text($0) }
                    }
                }
                Link("Storage tips", destination: URL(string: "https://example.com/storage")!)
            }
            .searchable(text: $query, placement: .automatic, prompt: "Search the pantry")
            .refreshable { await Task.yield() }
            .navigationTitle("Pantry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Menu("Options", systemImage: "ellipsis.circle") {
                    Button("Sort by name") { items.sort { $0.name < $1.name } }
                    Button("Clear all", role: .destructive) { confirmingClear = true }
                }
            }
            .confirmationDialog("Clear the pantry?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) { items.removeAll() }
            }
        }
    }

    private func move(_ item: PantryItem, to shelf: String) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].shelf = shelf
    }
}
