import SwiftUI

struct DetailPane: View {
    let id: Int
    @State private var loadedAt: Date?

    var body: some View {
        VStack {
            Text("Item \(id)")
            if let loadedAt {
                Text(loadedAt, style: .time).font(.caption)
            }
        }
        .onAppear { loadedAt = Date() }
        .onDisappear { loadedAt = nil }
        .onChange(of: id, initial: true) { print("showing", id) }
    }
}
