import SwiftUI

struct FieldNotesApp: App {
    @State private var showsSyncAlert = false
    @State private var lastLaunch = 0

    var body: some Scene {
        WindowGroup(makeContent: { NotesHome() })
            .onChange(of: lastLaunch, initial: true) {
                showsSyncAlert = false
            }
            .onChange(of: showsSyncAlert) { oldValue, newValue in
                lastLaunch += oldValue == newValue ? 0 : 1
            }
        WindowGroup(Text("Inspector"), makeContent: { Text("Inspector") })
        AlertScene("Sync finished", isPresented: $showsSyncAlert) {
            Button("OK") {}
        } message: {
            Text("All notes are up to date.")
        }
        MenuBarExtra("Notes", image: "note", isInserted: .constant(true)) {
            Button("New Note") {}
        }
    }
}

struct NotesHome: View {
    @State private var pageTitle = "Notes"

    var body: some View {
        NavigationSplitView {
            List { Text("All Notes") }
        } detail: {
            Text(pageTitle)
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct LegacyNotesBrowser: View {
    var body: some View {
        NavigationView {
            Text("Notes")
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .navigationSplitViewStyle(AutomaticNavigationSplitViewStyle())
    }
}
