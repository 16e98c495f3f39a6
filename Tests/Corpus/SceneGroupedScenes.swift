import SwiftUI

struct AtlasBrowser: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text(scenePhase == .active ? "Exploring" : "Paused")
    }
}

struct AtlasScenes: Scene {
    let showsExtras: Bool

    var body: some Scene {
        Group {
            WindowGroup(Text("Atlas")) {
                AtlasBrowser()
            }
            Window(Text("Legend"), id: "legend") {
                Text("Symbols")
            }
        }
        Settings {
            Text(showsExtras ? "Units and extras" : "Units")
        }
    }
}

struct AtlasApp: App {
    var body: some Scene {
        AtlasScenes(showsExtras: true)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .defaultAppStorage(UserDefaults.standard)
    }
}
