import SwiftUI

enum AccountDigestFrequency: String, CaseIterable, Identifiable {
    case daily, weekly, never
    var id: Self { self }
}

struct AccountSettingsScreen: View {
    @State private var displayName = "Robin"
    @State private var email = ""
    @State private var notificationsOn = true
    @State private var digest = AccountDigestFrequency.weekly
    @State private var fontScale = 1.0
    @State private var retries = 3

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $displayName)
                    TextField("Email", text: $email, prompt: Text("name@example.com"))
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    LabeledContent("Member since", value: "2021")
                }
                Section("Notifications") {
                    Toggle("Push notifications", systemImage: "bell", isOn: $notificationsOn)
                    Picker("Digest", selection: $digest) {
                        ForEach(AccountDigestFrequency.allCases) { frequency in
                            Text(frequency.rawValue.capitalized).tag(frequency)
                        }
                    }
                    .pickerStyle(.menu)
                    .disabled(!notificationsOn)
                }
                Section("Reading") {
                    Slider(value: $fontScale, in: 0.8...1.6, step: 0.1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                    Stepper("Retries: \(retries)", value: $retries, in: 0...10)
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Account")
        }
    }
}
