import SwiftUI

struct ClassicTabsRoot: View {
    @State private var selectedTab = 0
    @State private var unread = 4

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Feed")
                .tabItem {
                    Label("Feed", systemImage: "newspaper")
                }
                .tag(0)
            Text("Messages")
                .tabItem {
                    Label("Messages", systemImage: "bubble.left")
                }
                .badge(unread)
                .tag(1)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .badge("!")
                .tag(2)
        }
    }
}

struct OnboardingPager: View {
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Sync your notes")
            Text("Start writing")
        }
    }
}
