import SwiftUI

final class PrivacySettings: ObservableObject {
    @Published var usesFaceID = false
    @Published var lockAfterMinutes = 5
}

struct PrivacySection: View {
    @ObservedObject var settings: PrivacySettings

    var body: some View {
        Section("Privacy") {
            Toggle("Use Face ID", isOn: $settings.usesFaceID)
            Stepper("Lock after \(settings.lockAfterMinutes) min", value: $settings.lockAfterMinutes, in: 1...30)
        }
    }
}

struct PrivacyScreen: View {
    @StateObject private var settings = PrivacySettings()
    var body: some View {
        Form { PrivacySection(settings: settings) }
    }
}
