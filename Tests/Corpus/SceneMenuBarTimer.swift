import SwiftUI

struct PomodoroMenu: View {
    @Environment(\.openSettings) private var openSettings
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack {
            Button("Start focus session") {}
            Button("Settings…") { openSettings() }
            Button("Close timer window") { dismissWindow(id: "timer") }
        }
    }
}

struct PomodoroApp: App {
    @State private var showsInMenuBar = true

    var body: some Scene {
        MenuBarExtra("Pomodoro", systemImage: "timer", isInserted: $showsInMenuBar) {
            PomodoroMenu()
        }
        .menuBarExtraStyle(.window)

        Window("Timer", id: "timer") {
            Text("25:00")
                .font(.largeTitle)
        }
        .windowStyle(.hiddenTitleBar)
        .defaultPosition(.topTrailing)

        UtilityWindow("Statistics", id: "stats") {
            Text("4 sessions today")
        }
    }
}
