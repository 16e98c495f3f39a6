import SwiftUI

struct SettingsSectionHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .textCase(.uppercase)
            .font(.footnote.weight(.medium))
            .foregroundStyle(.secondary)
    }
}

struct NotificationPreferencesList: View {
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        List {
            Section {
                Toggle("Sounds", isOn: $sounds)
                Toggle("Badges", isOn: $badges)
            } header: {
                SettingsSectionHeader(title: "Alerts")
            }
            Section {
                Text("Quiet hours run from 22:00 to 07:00.")
                    .textCase(nil)
            } header: {
                Text("Schedule")
            }
        }
    }
}
