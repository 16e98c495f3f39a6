import SwiftUI

struct OnboardingCarouselPage: Identifiable, Hashable {
    let id: Int
    let title: String
    let symbol: String
}

struct OnboardingCarousel: View {
    private let pages = [
        OnboardingCarouselPage(id: 0, title: "Plan your week", symbol: "calendar"),
        OnboardingCarouselPage(id: 1, title: "Share with family", symbol: "person.3"),
        OnboardingCarouselPage(id: 2, title: "Get reminders", symbol: "bell"),
    ]
    @State private var current: Int? = 0

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        VStack(spacing: 16) {
                            Image(systemName: page.symbol).font(.system(size: 64))
                            Text(page.title).font(.title)
                        }
                        .frame(width: 320)
                        .id(page.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.never)
            .scrollPosition(id: $current)
            HStack {
                ForEach(pages) { page in
                    Circle()
                        .fill(page.id == current ? Color.primary : Color.secondary)
                        .frame(width: 8, height: 8)
                }
            }
            Button(current == pages.count - 1 ? "Get started" : "Next") {
                current = min((current ?? 0) + 1, pages.count - 1)
            }
        }
    }
}
