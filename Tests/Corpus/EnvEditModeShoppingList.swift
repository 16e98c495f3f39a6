import SwiftUI

struct GroceryRow: View {
    let name: String
    @Environment(\.editMode) private var editMode

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            if editMode?.wrappedValue.isEditing == true {
                Image(systemName: "line.3.horizontal")
            }
        }
    }
}

struct GroceryListScreen: View {
    @State private var mode: EditMode = .inactive
    @State private var items = ["Oats", "Pears", "Lentils"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    GroceryRow(name: item)
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(mode.isEditing ? "Done" : "Edit") {
                        mode = mode.isEditing ? .inactive : .active
                    }
                }
            }
            .environment(\.editMode, $mode)
        }
    }
}
