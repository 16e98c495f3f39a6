import SwiftUI

struct GeneralSettingsPane: View {
    @AppStorage("showsPreview") private var showsPreview = true
    @AppStorage("refreshMinutes") private var refreshMinutes = 15

    var body: some View {
        Form {
            Toggle("Show previews", isOn: $showsPreview)
            Stepper("Refresh every \(refreshMinutes) min", value: $refreshMinutes, in: 5...60, step: 5)
        }
        .padding()
        .frame(width: 360)
    }
}

@main
struct FeedReaderApp: App {
    var body: some Scene {
        WindowGroup("Feeds") {
            Text("Feeds")
        }
        Settings {
            GeneralSettingsPane()
        }
    }
}
