import SwiftUI

struct EditableFavorites: View {
    @State private var favorites = ["Pizza", "Sushi", "Tacos"]
    @Environment(\.editMode) private var editMode

    var body: some View {
        List {
            ForEach(favorites, id: \.self) { Text($0) }
                .onDelete { favorites.remove(atOffsets: $0) }
                .onMove { favorites.move(fromOffsets: $0, toOffset: $1) }
            if editMode?.wrappedValue.isEditing == true {
                Text("Drag to reorder").foregroundStyle(.secondary)
            }
        }
    }
}
