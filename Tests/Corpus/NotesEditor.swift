import SwiftUI

struct NoteEditor: View {
    @Binding var text: String
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var editing: Bool

    var body: some View {
        VStack(alignment: .trailing) {
            TextEditor(text: $text)
                .focused($editing)
                .opacity(isEnabled ? 1 : 0.5)
            Text("\(text.count) characters")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Done") { editing = false }
            }
        }
    }
}
