import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsForm: View {
    @AppStorage("username") private var username = ""
    @State private var theme = AppTheme.system
    @State private var notificationsOn = true
    @State private var fontSize = 14.0

    var body: some View {
        Form {
            Section("Account") {
                TextField("Username", text: $username)
            }
            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    ForEach(AppTheme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                Slider(value: $fontSize, in: 10...24, step: 1) {
                    Text("Font size")
                }
                Text("Preview text").font(.system(size: fontSize))
            }
            Section {
                Toggle("Notifications", isOn: $notificationsOn)
            } footer: {
                Text("You can change this later.")
            }
        }
    }
}
