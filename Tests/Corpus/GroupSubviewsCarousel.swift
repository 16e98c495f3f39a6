import SwiftUI

extension ContainerValues {
    @Entry var slideTitle = "Untitled"
}

struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(subviews: content) { subview in
                    VStack {
                        subview
                        Text(subview.containerValues.slideTitle).font(.caption)
                    }
                }
            }
        }
    }
}

struct HolidayCarousel: View {
    var body: some View {
        Carousel {
            Color.blue.containerValue(\.slideTitle, "Sea")
            Color.green.containerValue(\.slideTitle, "Forest")
            Color.gray
        }
    }
}
