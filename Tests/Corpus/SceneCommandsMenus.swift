import SwiftUI

struct ProjectFocusedKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var projectName: String? {
        get { self[ProjectFocusedKey.self] }
        set { self[ProjectFocusedKey.self] = newValue }
    }
}

struct ProjectCommands: Commands {
    @FocusedValue(\.projectName) private var projectName

    var body: some Commands {
        CommandMenu("Project") {
            Button("Build \(projectName ?? "nothing")") {}
                .disabled(projectName == nil)
        }
        CommandGroup(replacing: .newItem) {
            Button("New Project…") {}
        }
        CommandGroup(after: .sidebar) {
            Button("Show Build Log") {}
        }
        CommandGroup(before: .singleWindowList) {
            Button("Project Window") {}
        }
    }
}

struct ProjectWorkspace: View {
    var body: some View {
        Text("main.swift")
            .focusedSceneValue(\.projectName, "Harbour")
    }
}

@main
struct ProjectIDEApp: App {
    var body: some Scene {
        WindowGroup {
            ProjectWorkspace()
        }
        .commands {
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            InspectorCommands()
            ProjectCommands()
        }
        .windowToolbarStyle(.unified(showsTitle: false))
    }
}
