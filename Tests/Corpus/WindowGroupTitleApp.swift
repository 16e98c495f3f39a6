import SwiftUI

final class JournalStore: ObservableObject {
    @Published var entries: [String] = []
}

@main
struct JournalApp: App {
    @StateObject private var store = JournalStore()

    var body: some Scene {
        WindowGroup("Journal") {
            JournalHome()
                .environmentObject(store)
        }
        WindowGroup("Entry", id: "entry") {
            Text("Entry")
        }
    }
}

struct JournalHome: View {
    @EnvironmentObject private var store: JournalStore
    var body: some View {
        List(store.entries, id: \.self) { Text($0) }
    }
}
