import SwiftUI

@Observable
final class JournalLibrary {
    var entries = ["Rain all day", "Walked to the lighthouse"]
}

struct JournalEntryList: View {
    @Environment(JournalLibrary.self) private var library
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    var body: some View {
        List(library.entries, id: \.self) { entry in
            Button(entry) {
                if supportsMultipleWindows { openWindow(value: entry) }
            }
        }
    }
}

@main
struct DailyJournalApp: App {
    @State private var library = JournalLibrary()

    var body: some Scene {
        WindowGroup("Journal", id: "main") {
            JournalEntryList()
        }
        .environment(library)
        .defaultSize(width: 640, height: 480)
        .windowResizability(.contentMinSize)

        WindowGroup("Entry", for: String.self) { $entry in
            Text(entry ?? "No entry")
        }

        Settings {
            Text("Journal settings")
        }
    }
}
