import SwiftUI

struct OldStyleEditor: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
            }
            Text(presentationMode.wrappedValue.isPresented ? "Editing" : "Inline")
        }
    }
}

struct OldStyleNotes: View {
    @State private var edits = true

    var body: some View {
        Text("Notes")
            .sheet(isPresented: $edits) {
                OldStyleEditor()
            }
    }
}
