import SwiftUI

@Observable final class Journal {
    var entries: [String] = ["First day", "Trip to the coast"]
    var selection: String?
}

struct JournalSidebar: View {
    @Environment(Journal.self) private var journal

    var body: some View {
        @Bindable var journal = journal
        List(journal.entries, id: \.self, selection: $journal.selection) { entry in
            Text(entry)
        }
    }
}

struct JournalSettings: View {
    @AppStorage("fontSize") private var fontSize = 13.0
    @AppStorage("showsDates") private var showsDates = true

    var body: some View {
        Form {
            Slider(value: $fontSize, in: 9...24) { Text("Font size") }
            Toggle("Show dates", isOn: $showsDates)
        }
        .padding()
        .frame(width: 360)
    }
}

struct JournalCommands: Commands {
    @Environment(\.openWindow) private var openWindow

    var body: some Commands {
        CommandGroup(after: .newItem) {
            Button("New Entry Window") { openWindow(id: "entry") }
                .keyboardShortcut("n", modifiers: [.command, .shift])
        }
        CommandGroup(before: .help) {
            Button("Journal Tips") { openWindow(id: "tips") }
        }
        CommandGroup(replacing: .printItem) {}
        CommandMenu("Entry") {
            Button("Archive") {}
            Divider()
            Button("Delete", role: .destructive) {}
        }
        SidebarCommands()
        ToolbarCommands()
        TextEditingCommands()
        TextFormattingCommands()
        InspectorCommands()
    }
}

struct JournalApp: App {
    @State private var journal = Journal()

    var body: some Scene {
        WindowGroup("Journal", id: "main") {
            NavigationSplitView {
                JournalSidebar()
            } detail: {
                Text(journal.selection ?? "No entry")
            }
        }
        .environment(journal)
        .commands { JournalCommands() }
        .windowToolbarStyle(.unified(showsTitle: false))
        .defaultSize(width: 900, height: 600)
        .windowIdealSize(.fitToContent)
        .restorationBehavior(.automatic)

        Window("Tips", id: "tips") {
            Text("Write a little every day.")
                .padding()
        }
        .windowStyle(.titleBar)
        .windowResizability(.contentSize)
        .defaultLaunchBehavior(.suppressed)
        .restorationBehavior(.disabled)
        .defaultWindowPlacement { content, context in
            WindowPlacement(.topTrailing, width: 320, height: 200)
        }

        Window("Entry", id: "entry") {
            Text("New entry")
        }
        .windowStyle(.hiddenTitleBar)
        .windowToolbarStyle(.unifiedCompact)
        .defaultWindowPlacement { _, _ in
            WindowPlacement(x: 40, y: 40, width: 480, height: 320)
        }
        .commandsRemoved()

        Settings {
            JournalSettings()
        }
        .windowResizability(.contentMinSize)
    }
}
