import SwiftUI

struct EditorCommands: Commands {
    var body: some Commands {
        CommandGroup(after: .newItem) {
            Button("New From Template") {}
                .keyboardShortcut("n", modifiers: [.command, .shift])
        }
        CommandGroup(replacing: .help) {
            Button("Editor Help") {}
        }
    }
}

@main
struct EditorApp: App {
    var body: some Scene {
        WindowGroup { Text("Editor") }
            .commands { EditorCommands() }
    }
}
