import SwiftUI

struct PhotoThumbnail: View {
    let index: Int
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Rectangle()
            .fill(Color(hue: Double(index) / 12, saturation: 0.6, brightness: 0.9))
            .aspectRatioSquare()
            .overlay(alignment: .bottomTrailing) {
                Text("#\(index)")
                    .font(.caption2)
                    .padding(4)
            }
    }
}

extension View {
    func aspectRatioSquare() -> some View {
        frame(width: 100, height: 100)
    }
}

struct PhotoStrip: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 2) {
                ForEach(0..<12) { index in
                    PhotoThumbnail(index: index)
                }
            }
        }
    }
}
