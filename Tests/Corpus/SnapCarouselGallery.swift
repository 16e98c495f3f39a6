import SwiftUI

struct HalfPageSnap: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.containerSize.width / 2
        guard page > 0 else { return }
        target.rect.origin.x = (target.rect.minX / page).rounded() * page
    }
}

struct SnapCarouselGallery: View {
    let colors: [Color] = [.red, .orange, .yellow, .green]

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(colors, id: \.self) { color in
                        RoundedRectangle(cornerRadius: 12).fill(color).frame(width: 160, height: 100)
                    }
                }
            }
            .scrollTargetBehavior(HalfPageSnap())
            ScrollView(.horizontal) {
                HStack { ForEach(0..<5) { Text("Item \($0)") } }
            }
            .scrollTargetBehavior(.viewAligned(anchor: .center))
            .background(.ultraThinMaterial)
        }
        .background(Material.regular)
    }
}
