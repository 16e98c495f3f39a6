import SwiftUI

struct ExportCommands: Commands {
    let showsDebugMenu: Bool
    let prefersPDF: Bool

    var body: some Commands {
        CommandGroup(after: .importExport) {
            Button("Export…") {}
        }
        if showsDebugMenu {
            CommandMenu("Debug") {
                Button("Dump layout") {}
            }
        }
        if prefersPDF {
            CommandGroup(replacing: .printItem) {
                Button("Save as PDF") {}
            }
        } else {
            CommandGroup(replacing: .printItem) {
                Button("Print…") {}
            }
        }
    }
}

struct ExportWorkspaceToolbar: View {
    var body: some View {
        Text("Drawing")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Rotate") {}
                    Button("Flip") {}
                } label: {
                    Label("Arrange", systemImage: "square.3.layers.3d")
                }
            }
    }
}

struct ExportScenes: Scene {
    var body: some Scene {
        WindowGroup {
            ExportWorkspaceToolbar()
        }
        .commands {
            ExportCommands(showsDebugMenu: true, prefersPDF: false)
        }
    }
}
