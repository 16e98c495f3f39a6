import SwiftUI

struct AboutScreen: View {
    let version = "2.4.1"

    var body: some View {
        List {
            Section {
                Text("Made in Zagreb")
            } header: {
                Text("About")
            } footer: {
                Text("Version \(version)")
            }
            Section("Links") {
                Button("Rate the app") {}
                Button("Contact support") {}
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("About")
    }
}
