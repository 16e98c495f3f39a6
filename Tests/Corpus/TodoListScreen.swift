import SwiftUI

struct TodoItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoListScreen: View {
    @State private var items = [TodoItem(title: "Buy milk"), TodoItem(title: "Call mom")]
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New task", text: $newTitle)
                        Button("Add") {
                            items.append(TodoItem(title: newTitle))
                            newTitle = ""
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }
                Section("Tasks") {
                    ForEach($items) { $item in
                        Toggle(item.title, isOn: $item.isDone)
                    }
                    .onDelete { offsets in items.remove(atOffsets: offsets) }
                }
            }
            .navigationTitle("To Do")
        }
    }
}

#Preview {
    TodoListScreen()
}
