import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
}

struct Lists: View {
    @State private var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
    var body: some View {
        List {
            Section("Items") {
                ForEach(items) { item in Text(item.title) }
            }
            Section {
                ForEach(0..<3) { index in Text("Row \(index)") }
                ForEach(["a", "b"], id: \.self) { Text($0) }
            } header: {
                Text("More")
            }
            ForEach($items) { $item in
                TextField("Title", text: $item.title)
            }
        }
        .listStyle(.plain)
    }
}
