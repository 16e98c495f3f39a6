import SwiftUI

struct GroceryEditableList: View {
    @State private var items = ["Milk", "Bread", "Apples"]
    @State private var newItem = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { items.remove(atOffsets: $0) }
                HStack {
                    TextField("New item", text: $newItem)
                        .onSubmit(add)
                    Button("Add", systemImage: "plus.circle.fill", action: add)
                        .labelStyle(.iconOnly)
                        .disabled(newItem.isEmpty)
                }
            }
            .toolbar {
                EditButton()
            }
            .navigationTitle("Groceries")
        }
    }

    private func add() {
        items.append(newItem)
        newItem = ""
    }
}
