import SwiftUI

struct FeaturedCarousel: View {
    let features = ["Offline maps", "Trip sharing", "Weather alerts", "Route planner"]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(features, id: \.self) { feature in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(.teal.gradient)
                        .overlay(alignment: .bottomLeading) {
                            Text(feature).font(.title3.bold()).foregroundStyle(.white).padding()
                        }
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                        .containerRelativeFrame(.vertical) { length, _ in length * 0.3 }
                }
            }
        }
        .safeAreaPadding(.horizontal, 16)
        .containerRelativeFrame([.horizontal, .vertical], alignment: .top)
    }
}
