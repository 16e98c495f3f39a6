import SwiftUI

@Observable final class Store { var count = 0 }

struct ContentView: View {
    var body: some View { Text("Main") }
}

struct Preferences: View {
    var body: some View { Text("Preferences") }
}

struct CountCommands: Commands {
    var body: some Commands {
        CommandMenu("Count") { Button("Reset") {} }
    }
}

@main
struct CounterApp: App {
    @State private var store = Store()
    var body: some Scene {
        WindowGroup("Counter") {
            ContentView()
        }
        .environment(store)
        .environment(\.colorScheme, .dark)
        .commands { CountCommands() }
        Settings { Preferences() }
    }
}
