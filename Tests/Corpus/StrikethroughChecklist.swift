import SwiftUI

struct ChecklistItem: View {
    let title: String
    @State private var done = false

    var body: some View {
        Button {
            done.toggle()
        } label: {
            HStack {
                Image(systemName: done ? "checkmark.square" : "square")
                Text(title)
            }
            .strikethrough(done, pattern: .solid, color: .secondary)
            .opacity(done ? 0.6 : 1)
        }
        .buttonStyle(.plain)
    }
}
