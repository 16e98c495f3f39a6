import SwiftUI

struct Document { var text = "" }

extension FocusedValues {
    @Entry var document: Binding<Document>?
}

struct DocumentCommands: Commands {
    @FocusedValue(\.document) var document: Binding<Document>?
    var body: some Commands {
        CommandMenu("Document") {
            Button("Clear") { document?.wrappedValue.text = "" }
                .keyboardShortcut("k", modifiers: [.command, .shift])
                .disabled(document == nil)
        }
        CommandGroup(replacing: .newItem) {
            Button("New Document") {}
        }
        CommandGroup(after: .pasteboard) { Divider() }
    }
}
