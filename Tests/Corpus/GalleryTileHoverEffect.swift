import SwiftUI

struct LiftAndRound: CustomHoverEffect {
    func body(content: Content) -> some HoverEffectContent {
        content
            .scaleEffect(1.05)
            .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

struct GalleryTile: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .hoverEffect(LiftAndRound())
    }
}
