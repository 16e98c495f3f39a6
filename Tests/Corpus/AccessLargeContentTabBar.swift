import SwiftUI

struct FloatingTabBarItem: View {
    let title: String
    let symbol: String
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 2) {
            Image(systemName: symbol)
            Text(title).font(.caption2)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
        .accessibilityShowsLargeContentViewer()
    }
}

struct FloatingTabBar: View {
    @State private var selection = 0

    var body: some View {
        HStack {
            FloatingTabBarItem(title: "Home", symbol: "house", isSelected: selection == 0)
            FloatingTabBarItem(title: "Search", symbol: "magnifyingglass", isSelected: selection == 1)
            Image(systemName: "plus.circle")
                .accessibilityShowsLargeContentViewer {
                    Label("New post", systemImage: "plus.circle")
                }
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
    }
}
