import SwiftUI

struct PosterView: View {
    let caption: String

    var body: some View {
        Rectangle()
            .fill(Color.indigo.gradientless)
            .frame(height: 240)
            .overlay(alignment: .bottom) {
                Text(caption)
                    .font(.callout)
                    .padding(8)
                    .frame(maxWidth: .infinity)
                    .background(.ultraThinMaterial)
            }
            .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}

extension Color {
    var gradientless: Color { self }
}
