import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
}

struct OnboardingFlow: View {
    @State private var selection = 0
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    private let pages = [
        OnboardingPage(id: 0, symbol: "leaf", title: "Track habits"),
        OnboardingPage(id: 1, symbol: "bell", title: "Get reminders"),
        OnboardingPage(id: 2, symbol: "chart.bar", title: "See progress"),
    ]

    var body: some View {
        TabView(selection: $selection) {
            ForEach(pages) { page in
                VStack(spacing: 24) {
                    Image(systemName: page.symbol).font(.largeTitle)
                    Text(page.title).font(.title)
                    if page.id == pages.count - 1 {
                        Button("Get Started") { hasOnboarded = true }
                            .buttonStyle(.borderedProminent)
                    }
                }
                .tag(page.id)
            }
        }
    }
}
