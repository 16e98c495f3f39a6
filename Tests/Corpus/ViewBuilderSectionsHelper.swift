import SwiftUI

struct SettingsGroup<Content: View>: View {
    let title: String
    let systemImage: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        Section {
            content()
        } header: {
            Label(title, systemImage: systemImage)
        }
    }
}

struct AppSettings: View {
    @State private var sounds = true
    @State private var haptics = false

    var body: some View {
        Form {
            SettingsGroup(title: "Feedback", systemImage: "speaker.wave.2") {
                Toggle("Sounds", isOn: $sounds)
                Toggle("Haptics", isOn: $haptics)
            }
        }
    }
}
