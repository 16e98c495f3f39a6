import SwiftUI

struct NotebookShelf: View {
    @State private var titles = ["Groceries", "Trip to Split", "Reading list"]
    @State private var query = ""
    @State private var editedTitle = "Untitled"
    @State private var isSyncing = true
    @State private var saves = 0
    @FocusState private var isEditingTitle: Bool
    let hint: String = "Find a notebook"

    var body: some View {
        NavigationStack {
            List {
                TextField("Title", text: $editedTitle)
                    .focused($isEditingTitle)
                    .contextMenu { RenameButton() }
                    .renameAction($isEditingTitle)
                ForEach(titles, id: \.self) { title in
                    Text(title)
                        .contextMenu { RenameButton() }
                        .renameAction { editedTitle = title }
                }
            }
            .searchable(text: $query, prompt: hint) {
                ForEach(titles.filter { $0.hasPrefix(query) }, id: \.self) { Text($0).searchCompletion($0) }
            }
            .toolbar {
                ToolbarItem {
                    HStack {
                        Image(systemName: "arrow.triangle.2.circlepath")
                            .symbolEffect(.rotate.clockwise, isActive: isSyncing)
                        Image(systemName: "heart.fill")
                            .symbolEffect(.breathe.pulse.byLayer, options: .repeating, isActive: isSyncing)
                        Image(systemName: "bell")
                            .symbolEffect(.wiggle.left, value: saves)
                    }
                }
            }
        }
    }
}

struct RecipeSearch: View {
    @State private var text = ""

    var body: some View {
        List(["Sarma", "Fritule", "Štrukli"], id: \.self) { Text($0) }
            .searchable(text: $text, placement: .automatic, prompt: "Dishes") {
                Text("Soups").searchCompletion("soup")
            }
    }
}
