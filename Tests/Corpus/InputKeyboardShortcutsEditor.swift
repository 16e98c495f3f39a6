import SwiftUI

struct NoteComposerSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var body_ = ""
    @State private var isBold = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $body_)
                .padding()
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                            .keyboardShortcut(.cancelAction)
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { dismiss() }
                            .keyboardShortcut(.defaultAction)
                            .disabled(body_.isEmpty)
                    }
                    ToolbarItem {
                        Button("Bold") { isBold.toggle() }
                            .keyboardShortcut("b")
                    }
                    ToolbarItem {
                        Button("Clear") { body_ = "" }
                            .keyboardShortcut(.delete, modifiers: [.command, .shift])
                    }
                    ToolbarItem {
                        Button("Top") {}
                            .keyboardShortcut(KeyboardShortcut(.upArrow, modifiers: [.command, .option]))
                    }
                }
        }
    }
}
