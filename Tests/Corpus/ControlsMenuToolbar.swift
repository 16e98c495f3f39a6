import SwiftUI

enum NoteSortOrder: String, CaseIterable {
    case created, modified, title
}

struct NotesToolbarMenu: View {
    @State private var order = NoteSortOrder.modified
    @State private var showsArchived = false
    @State private var lastAction = "none"

    var body: some View {
        NavigationStack {
            Text("Last action: \(lastAction)")
                .toolbar {
                    Menu {
                        Picker("Sort by", selection: $order) {
                            ForEach(NoteSortOrder.allCases, id: \.self) { order in
                                Text(order.rawValue.capitalized)
                            }
                        }
                        Toggle("Show archived", isOn: $showsArchived)
                        Divider()
                        Button("Export…", systemImage: "square.and.arrow.up") { lastAction = "export" }
                        Button("Delete all", systemImage: "trash", role: .destructive) { lastAction = "delete" }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                    Menu("New", systemImage: "plus") {
                        Button("Note") { lastAction = "note" }
                        Button("Checklist") { lastAction = "checklist" }
                    } primaryAction: {
                        lastAction = "quick note"
                    }
                }
        }
    }
}
