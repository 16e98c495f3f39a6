import SwiftUI

struct WelcomePages: View {
    @Environment(\.dismiss) private var dismiss
    @State private var page = 0

    var body: some View {
        VStack(spacing: 24) {
            Text(page == 0 ? "Track your plants" : "Get watering reminders")
                .font(.title2)
            Button(page == 0 ? "Next" : "Start") {
                if page == 0 { page = 1 } else { dismiss() }
            }
        }
        .interactiveDismissDisabled()
    }
}

struct PlantHomeScreen: View {
    @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
    @State private var showsWelcome = false

    var body: some View {
        Text("My plants")
            .fullScreenCover(isPresented: $showsWelcome, onDismiss: { hasSeenWelcome = true }) {
                WelcomePages()
            }
            .onAppear { showsWelcome = !hasSeenWelcome }
    }
}
