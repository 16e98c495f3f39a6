import SwiftUI

struct Note { var text: String }

extension FocusedValues {
    @Entry var note: Binding<Note>?
    @Entry var selection: String? = nil
}

struct Editor: View {
    @State private var note = Note(text: "")
    var body: some View {
        TextEditor(text: $note.text)
            .focusedValue(\.note, $note)
            .focusedSceneValue(\.selection, "all")
    }
}
