import SwiftData
import SwiftUI

@Model
final class ChecklistTask {
    var title: String
    var isDone: Bool
    var createdAt: Date
    var priority: Int

    init(title: String, priority: Int = 0) {
        self.title = title
        self.isDone = false
        self.createdAt = .now
        self.priority = priority
    }
}

struct TodoListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ChecklistTask.createdAt, order: .reverse) private var items: [ChecklistTask]
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New to-do", text: $newTitle)
                        Button("Add", action: addItem)
                            .disabled(newTitle.isEmpty)
                    }
                }
                ForEach(items) { item in
                    TodoRow(item: item)
                }
                .onDelete(perform: deleteItems)
            }
            .navigationTitle("To-Do")
            .toolbar {
                NavigationLink("Open") { OpenItemsView() }
            }
        }
    }

    private func addItem() {
        withAnimation {
            modelContext.insert(ChecklistTask(title: newTitle))
            newTitle = ""
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

struct TodoRow: View {
    @Bindable var item: ChecklistTask

    var body: some View {
        Toggle(isOn: $item.isDone) {
            VStack(alignment: .leading) {
                Text(item.title)
                    .strikethrough(item.isDone)
                Text(item.createdAt, style: .date)
                    .font(.caption)
            }
        }
    }
}

struct OpenItemsView: View {
    @Query(
        filter: #Predicate<ChecklistTask> { !$0.isDone },
        sort: [SortDescriptor(\ChecklistTask.priority, order: .reverse), SortDescriptor(\ChecklistTask.title)]
    )
    private var openItems: [ChecklistTask]

    var body: some View {
        List(openItems) { item in
            LabeledContent(item.title, value: "\(item.priority)")
        }
        .overlay {
            if openItems.isEmpty {
                ContentUnavailableView("All done", systemImage: "checkmark.circle")
            }
        }
    }
}

struct SearchableTodoList: View {
    @Query private var items: [ChecklistTask]

    init(searchText: String) {
        let predicate = #Predicate<ChecklistTask> { item in
            searchText.isEmpty || item.title.localizedStandardContains(searchText)
        }
        _items = Query(filter: predicate, sort: \.title)
    }

    var body: some View {
        List(items) { Text($0.title) }
    }
}

// The app as Xcode writes it, less `@main` (a corpus batch has one entry point).
struct TodoApp: App {
    var body: some Scene {
        WindowGroup {
            TodoListView()
        }
        .modelContainer(for: ChecklistTask.self)
    }
}
