import SwiftUI

struct NotificationPreferencesScreen: View {
    @AppStorage("dailyDigest") private var dailyDigest = true
    @State private var quietHours = false
    @State private var summary = ""

    var body: some View {
        Form {
            Toggle("Daily digest", isOn: $dailyDigest)
            Toggle("Quiet hours", isOn: $quietHours)
            Text(summary).font(.footnote)
        }
        .onChange(of: dailyDigest) { enabled in
            summary = enabled ? "You will get one email a day." : "Digest emails are off."
        }
        .onChange(of: quietHours) { newValue in
            if newValue { dailyDigest = false }
        }
        .onAppear { summary = dailyDigest ? "Digest on" : "Digest off" }
    }
}
